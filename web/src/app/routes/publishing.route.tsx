import { PublishingScreen } from '../../features/publishing';

export function PublishingRoute() {
  return (
    <>
      <title>Publishing · IssuerWire</title>
      <PublishingScreen />
    </>
  );
}
