// Run: ISSUERWIRE_URL=http://localhost:3000 ISSUERWIRE_TOKEN=iwt_... ISSUERWIRE_TICKER=DEMO \
//      ISSUERWIRE_COMPANY="Demo Issuer Holdings Inc. (fictional)" npx tsx examples/partner/src/main.ts
// (the server needs WEBHOOK_ALLOWED_HOSTS=127.0.0.1:4455 for this local receiver; ISSUERWIRE_RECEIVER_PORT changes the port).
import { runPartnerFlow } from './flow';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name}.`);
  return value;
};

const result = await runPartnerFlow({
  baseUrl: env('ISSUERWIRE_URL'),
  token: env('ISSUERWIRE_TOKEN'),
  ticker: env('ISSUERWIRE_TICKER'),
  companyName: env('ISSUERWIRE_COMPANY'),
  receiverPort: Number(process.env.ISSUERWIRE_RECEIVER_PORT ?? 4455),
});
console.log(JSON.stringify({ ...result, published: { id: result.published.id, type: result.published.type } }, null, 2));
