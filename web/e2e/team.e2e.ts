import assert from 'node:assert/strict';
import { join } from 'node:path';
import { mailedCode, signUpInNewContext, turnOnTwoFactorViaApi, uniqueUsername } from './accounts';
import { signInAsDemoIssuer } from './demo-issuer';
import { MOBILE, screenshotDir } from './app-server';
import { expect, withMail } from './fixtures';

// The API mails the invitation: this file's server sends it to an SMTP server on loopback, where the journey reads it.
const test = withMail();

test('the owner invites an editor by email; the editor joins, turns on two factors and works on the company’s account', async ({
  page,
  smtp,
  shot,
  baseURL,
}) => {
  await signInAsDemoIssuer(page);
  await turnOnTwoFactorViaApi(page.request);

  await page.goto('/settings');
  const team = page.getByRole('region', { name: 'Team' });
  const members = team.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem', { name: 'demo_issuer, Owner' })).toBeVisible();
  await shot('team-alone');

  // Invite inside the company's verified domain, as an editor.
  const email = `${uniqueUsername('sam')}@demo.issuerwire.example`;
  const form = team.getByRole('form', { name: 'Invite someone' });
  await form.getByLabel('Email').fill(email);
  const before = smtp.messages.length;
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible();
  await expect(team.getByRole('list', { name: 'Pending invitations' }).getByText(email)).toBeVisible();
  await shot('invited');

  const mail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.to.includes(email));
  const link = /https?:\/\/[^\s]+\/invitations\/([A-Za-z0-9_-]+)/.exec(mail.text);
  assert.ok(link, mail.text);

  // The invitee, in a browser of their own: an account of the invited address, then the link.
  const { context: invitee, page: other } = await signUpInNewContext(page, baseURL!, email);
  try {
    await other.goto(new URL(`/invitations/${link[1]}`, baseURL).href);
    await expect(other.getByText(/Join Demo Issuer Holdings Inc\. \(DEMO\) as Editor/)).toBeVisible();
    await other.screenshot({ path: join(screenshotDir, 'team-invitee-01-invitation.png'), fullPage: true });
    const asked = smtp.messages.length;
    await other.getByRole('button', { name: /Accept and join/ }).click();

    // Holding the link proves nothing: the address is confirmed with a code mailed to it.
    await expect(other.getByText(/we mailed it a 6-digit code/)).toBeVisible();
    await other.getByLabel('Confirmation code').fill(await mailedCode(smtp, email, asked));
    await other.screenshot({ path: join(screenshotDir, 'team-invitee-01b-code.png'), fullPage: true });
    await other.getByRole('button', { name: /Confirm and join/ }).click();

    // A company with a team signs in with two factors: the new member is sent to turn them on first.
    await expect(other).toHaveURL((url) => url.pathname === '/settings');
    // The set-up dialog, which cannot be dismissed, stands in front of everything until two factors are on.
    await expect(other.getByRole('dialog', { name: 'Set up two-factor authentication' })).toBeVisible();
    await other.screenshot({ path: join(screenshotDir, 'team-invitee-02-enrol.png'), fullPage: true });
    await turnOnTwoFactorViaApi(other.request);
    await other.goto(new URL('/dashboard', baseURL).href);
    await expect(other.getByRole('heading', { level: 1, name: 'Campaign Dashboard' })).toBeVisible();
    const me = await (await other.request.get(new URL('/api/auth/me', baseURL).href)).json();
    assert.deepEqual([me.ticker, me.verificationStatus, me.memberRole], ['DEMO', 'verified', 'editor']);
    await other.screenshot({ path: join(screenshotDir, 'team-invitee-03-dashboard.png'), fullPage: true });
  } finally {
    await invitee.close();
  }

  // The owner sees the new member and makes them an approver.
  await page.reload();
  const row = members.getByRole('listitem', { name: /, Editor$/ });
  await expect(row).toBeVisible();
  await row.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Approver' }).click();
  await expect(page.getByText('Role changed', { exact: true })).toBeVisible();
  await expect(members.getByRole('listitem', { name: /, Approver$/ })).toBeVisible();
  await shot('role-changed');

  await page.setViewportSize(MOBILE);
  await team.scrollIntoViewIfNeeded();
  await shot('team-phone');
});
