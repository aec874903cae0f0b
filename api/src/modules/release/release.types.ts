import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';
import { enumMap } from '../../lib/graphql-enum';
import { NewswireOrderType } from '../distribution';
import { PublicationType } from '../publishing';
import { RECEIPT_STATUSES } from './release-receipt';
import { RELEASE_TIMING_CODES, type ReleaseTimingCode } from './release-timing';

@ObjectType('PublishingCalendar', { description: 'Publications and newswire orders in a window' })
export class PublishingCalendarType {
  @Field(() => GraphQLISODateTime, { description: 'The window’s start (inclusive)' }) from!: string;
  @Field(() => GraphQLISODateTime, { description: 'The window’s end (exclusive)' }) to!: string;
  @Field(() => [PublicationType], { description: 'Publications whose calendar date falls in it' }) publications!: PublicationType[];
  @Field(() => [NewswireOrderType], { description: 'Orders whose calendar date falls in it' }) orders!: NewswireOrderType[];
}

const ReleaseTimingCodeEnum = enumMap(RELEASE_TIMING_CODES);
registerEnumType(ReleaseTimingCodeEnum, {
  name: 'ReleaseTimingCode',
  description: 'What a release time means on the exchange (GET /api/articles/{id}/release-check codes, upper case)',
  valuesConfig: {
    MARKET_HOURS_NOTICE: {
      description: 'NYSE/Nasdaq: the exchange must be told at least 10 minutes before (Nasdaq also outside 07:00–20:00 ET)',
    },
    CLOSING_WINDOW: { description: 'NYSE/Nasdaq: 10 minutes before the close to 5 after, the closing auction' },
    OUTSIDE_RNS_HOURS: { description: 'LSE/AIM: outside 07:00–18:30 London time on a business day' },
    MARKET_CLOSED_DAY: { description: 'A weekend or exchange holiday, for information' },
    NO_EXCHANGE_CALENDAR: { description: 'No trading calendar for the issuer’s exchange' },
    CALENDAR_NOT_PUBLISHED: { description: 'A year past the holiday table: only weekends are checked' },
  },
});

const ReleaseTimingSeverityEnum = enumMap(['warning', 'info'] as const);
registerEnumType(ReleaseTimingSeverityEnum, {
  name: 'ReleaseTimingSeverity',
  description: 'How a release-timing finding asks to be read',
  valuesConfig: {
    WARNING: { description: 'Act on it: tell the exchange, or move the release' },
    INFO: { description: 'Worth knowing; nothing to do' },
  },
});

@ObjectType('ReleaseTimingFinding', { description: 'One release-timing finding; informs, blocks nothing' })
export class ReleaseTimingFindingType {
  @Field(() => ReleaseTimingCodeEnum, { description: 'Stable code' }) code!: ReleaseTimingCode;
  @Field(() => ReleaseTimingSeverityEnum, { description: 'warning (act on it) or info' }) severity!: 'warning' | 'info';
  @Field(() => String, { description: 'What it means and what to do' }) message!: string;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'market_hours_notice: the latest time the exchange may be told' })
  noticeDeadline?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'market_hours_notice: the recorded notice meets the deadline' })
  resolved?: boolean | null;
}

@ObjectType('ReleaseCheck', { description: "A release time read against the issuer's exchange calendar" })
export class ReleaseCheckType {
  @Field(() => ID, { description: 'The article' }) articleId!: string;
  @Field(() => GraphQLISODateTime, { description: 'The release time checked' }) scheduledFor!: string;
  @Field(() => String, { nullable: true, description: 'The exchange, as its calendar names it' }) exchange!: string | null;
  @Field(() => String, { nullable: true, description: "The exchange's IANA time zone" }) timeZone!: string | null;
  @Field(() => String, { nullable: true, description: "The release time on the exchange's clock with its offset" })
  exchangeTime!: string | null;
  @Field(() => String, { nullable: true, description: 'The same for people: "Mon, Nov 30, 2026, 10:15 EST"' })
  exchangeTimeLabel!: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether the exchange trades that day' }) tradingDay!: boolean | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the issuer recorded telling its exchange' })
  exchangeNotifiedAt!: string | null;
  @Field(() => [ReleaseTimingFindingType], { description: 'What the time means; empty when nothing needs attention' })
  findings!: ReleaseTimingFindingType[];
}

const ReleaseChannelKindEnum = enumMap(['wire', 'platform', 'newsroom', 'feed', 'alerts'] as const);
registerEnumType(ReleaseChannelKindEnum, {
  name: 'ReleaseChannelKind',
  description: 'A kind of channel a release goes to',
  valuesConfig: {
    WIRE: { description: 'A newswire order (goes first: platform posts wait for it)' },
    PLATFORM: { description: 'A post on a connected platform' },
    NEWSROOM: { description: "The organization's public newsroom page" },
    FEED: { description: "The newsroom's RSS feed" },
    ALERTS: { description: "The newsroom's e-mail alerts to subscribers" },
  },
});
const ReleaseChannelStatusEnum = enumMap(RECEIPT_STATUSES);
registerEnumType(ReleaseChannelStatusEnum, {
  name: 'ReleaseChannelStatus',
  description: 'What happened on a channel',
  valuesConfig: {
    SCHEDULED: { description: 'Waiting for its time (or for the newswire)' },
    SENT: { description: 'Handed over; not confirmed live yet' },
    LIVE: { description: 'Out' },
    FAILED: { description: 'Did not go out' },
    DELAYED: { description: 'More than 120 s past its time without being live' },
  },
});

@ObjectType('ReleaseChannel', { description: 'One channel of a release on its receipt' })
export class ReleaseChannelType {
  @Field(() => ReleaseChannelKindEnum, { description: 'wire, platform, newsroom, feed or alerts' }) channel!: string;
  @Field(() => String, { description: 'The provider, platform or feed' }) name!: string;
  @Field(() => ReleaseChannelStatusEnum, { description: 'scheduled, sent, live, failed or delayed' }) status!: string;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it went live (or was sent); else when it is due' })
  at!: string | null;
  @Field(() => String, { nullable: true, description: 'Where to see it' }) permalink!: string | null;
  @Field(() => String, { nullable: true, description: 'What the channel said' }) detail!: string | null;
}

@ObjectType('ReleaseReceipt', { description: "A release's receipt: every channel it went to (GET /api/articles/{id}/release)" })
export class ReleaseReceiptType {
  @Field(() => ID, { description: 'The article' }) articleId!: string;
  @Field(() => [ReleaseChannelType], { description: 'Wire orders, platform posts, the newsroom, its feeds, the alerts' })
  channels!: ReleaseChannelType[];
}
