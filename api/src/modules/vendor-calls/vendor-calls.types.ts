import { Field, ObjectType } from 'type-graphql';

// GraphQL shape shared by both kinds of vendor call: what the issuer files by hand (a pending post, a Web Integration order).

@ObjectType('SubmissionField')
export class SubmissionFieldType {
  @Field(() => String) label!: string;
  @Field(() => String) value!: string;
}

@ObjectType('SubmissionPackage', {
  description: "What the issuer files by hand on the vendor's site: the form, one value per field, the full text",
})
export class SubmissionPackageType {
  @Field(() => String) formUrl!: string;
  @Field(() => [SubmissionFieldType]) fields!: SubmissionFieldType[];
  @Field(() => String) text!: string;
}
