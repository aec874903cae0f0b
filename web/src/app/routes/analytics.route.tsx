import { ScreenPlaceholder } from '../../components/placeholder/screen-placeholder';

export function AnalyticsRoute() {
  return (
    <ScreenPlaceholder
      title="Analytics"
      summary="How your published articles perform, platform by platform, next to your stock."
      plans={[
        'Views, clicks, shares, likes and comments per article, per platform and per day.',
        'Live engagement while a campaign runs.',
        'Your stock price, change and volume over the same period.',
      ]}
    />
  );
}
