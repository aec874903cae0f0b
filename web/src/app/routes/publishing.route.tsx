import { ScreenPlaceholder } from '../../components/placeholder/screen-placeholder';

export function PublishingRoute() {
  return (
    <ScreenPlaceholder
      title="Publishing"
      summary="Publish articles to social and blog platforms and distribute press releases through newswires."
      plans={[
        'Publish now or schedule for later on Twitter/X, Medium and Substack.',
        'Distribute a press release through newswire providers at a basic, enhanced or premium level, with the cost and estimated reach before you confirm.',
        'Follow each publication and distribution until it is live, or see why it failed.',
      ]}
    />
  );
}
