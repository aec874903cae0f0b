import { Field, GraphQLISODateTime, ObjectType } from 'type-graphql';
import { NewswireOrderType } from '../distribution';
import { PublicationType } from '../publishing';

@ObjectType('PublishingCalendar')
export class PublishingCalendarType {
  @Field(() => GraphQLISODateTime) from!: string;
  @Field(() => GraphQLISODateTime) to!: string;
  @Field(() => [PublicationType]) publications!: PublicationType[];
  @Field(() => [NewswireOrderType]) orders!: NewswireOrderType[];
}
