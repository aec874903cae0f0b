import { Field, GraphQLISODateTime, ObjectType } from 'type-graphql';
import { NewswireOrderType } from '../distribution';
import { PublicationType } from '../publishing';

@ObjectType('PublishingCalendar', { description: 'Publications and newswire orders in a window' })
export class PublishingCalendarType {
  @Field(() => GraphQLISODateTime, { description: 'The window’s start (inclusive)' }) from!: string;
  @Field(() => GraphQLISODateTime, { description: 'The window’s end (exclusive)' }) to!: string;
  @Field(() => [PublicationType], { description: 'Publications whose calendar date falls in it' }) publications!: PublicationType[];
  @Field(() => [NewswireOrderType], { description: 'Orders whose calendar date falls in it' }) orders!: NewswireOrderType[];
}
