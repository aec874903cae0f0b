import { Field, ObjectType } from 'type-graphql';

// GraphQL shape shared by both kinds of vendor call: what the issuer files by hand (a pending post, a Web Integration order).

@ObjectType('SubmissionField', { description: "One field of the vendor's form" })
export class SubmissionFieldType {
  @Field(() => String, { description: 'Its label on the form' }) label!: string;
  @Field(() => String, { description: 'What to enter' }) value!: string;
}

@ObjectType('SubmissionPackage', {
  description: "What the issuer files by hand on the vendor's site: the form, one value per field, the full text",
})
export class SubmissionPackageType {
  @Field(() => String, { description: "The vendor's form" }) formUrl!: string;
  @Field(() => [SubmissionFieldType], { description: 'One value per field' }) fields!: SubmissionFieldType[];
  @Field(() => String, { description: 'The full text' }) text!: string;
}
