import { pluginEnumName } from '@api-enum';
import type { PlatformId } from '../../../gql/graphql';

/** Spec section 9: the publishing choices; the value is a comma-joined list of platform ids. */
export const PLATFORM_CHOICES = [
  { value: 'twitter', label: 'Twitter/X' },
  { value: 'medium', label: 'Medium' },
  { value: 'substack', label: 'Substack' },
  { value: 'twitter,medium', label: 'Twitter + Medium' },
  { value: 'twitter,medium,substack', label: 'All Platforms' },
] as const;

export type PlatformChoice = (typeof PLATFORM_CHOICES)[number]['value'];

export const DEFAULT_PLATFORM_CHOICE: PlatformChoice = 'twitter,medium';

/** The organization's own newsroom: a built-in platform id, ticked by default beside the choice above. */
export const NEWSROOM = 'NEWSROOM' as PlatformId;

/** The list the publish call takes (spec section 7: the selector value split on commas), as GraphQL names them. */
export function platformIds(choice: PlatformChoice): PlatformId[] {
  // The choices name the bundled platforms, each a value of the committed schema's PlatformId.
  return choice.split(',').map((id) => pluginEnumName(id) as PlatformId);
}

/** The main button: Publish Now, or Schedule with Schedule for later ticked (spec section 5). */
export function publishActionLabel(scheduleLater: boolean): 'Publish Now' | 'Schedule' {
  return scheduleLater ? 'Schedule' : 'Publish Now';
}
