import { ScreenPlaceholder } from '../../components/placeholder/screen-placeholder';

export function UserDemoRoute() {
  return (
    <ScreenPlaceholder
      title="Verified issuer demo"
      summary="See what a verified issuer's account looks like and what it can do."
      plans={[
        'The profile of a sample verified issuer: company, ticker, exchange, sector, contact and jurisdiction.',
        'Test ticker authorization for that issuer.',
        'Generate a press release with research options and preview it with its compliance level and warnings.',
      ]}
      links={[{ to: '/ticker-authorization', label: 'How ticker authorization works' }]}
    />
  );
}
