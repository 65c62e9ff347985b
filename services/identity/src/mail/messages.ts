import type { MailMessage } from './mailer.js';

const SIGNATURE = 'The Road Gremlin';

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function compose(to: string, subject: string, greeting: string, paragraphs: string[], button: string, link: string, footer: string): MailMessage {
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), `${button}: ${link}`, '', footer, '', `— ${SIGNATURE}`, ''].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; color: #1a202c; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#6b46c1;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size: 13px; color: #4a5568">If the button does not work, paste this address into your browser:<br>${escapeHtml(link)}</p>
<p style="font-size: 13px; color: #4a5568">${escapeHtml(footer)}</p>
<p>— ${SIGNATURE}</p>
</body></html>`;
  return { to, subject, text, html, link };
}

function hello(name: string | undefined) {
  return name?.trim() ? `Hi ${name.trim().split(/\s+/)[0]},` : 'Hi there,';
}

export function confirmationMessage(to: string, name: string | undefined, link: string) {
  return compose(
    to,
    'Confirm your Road Gremlin account',
    hello(name),
    ['Thanks for joining Road Gremlin! Confirm your e-mail address and we will sign you straight in, ready to discover routes you did not know you needed.', 'The link works for 24 hours.'],
    'Confirm my e-mail',
    link,
    'If you did not sign up, ignore this message and nothing will happen.',
  );
}

export function recoveryMessage(to: string, name: string | undefined, link: string) {
  return compose(
    to,
    'Reset your Road Gremlin password',
    hello(name),
    ['Someone (hopefully you) asked to reset the password of your Road Gremlin account. Choose a new one with the link below.', 'The link works once, for one hour.'],
    'Choose a new password',
    link,
    'If you did not ask for this, ignore this message: your password stays as it is.',
  );
}

export function existingAccountMessage(to: string, name: string | undefined, link: string) {
  return compose(
    to,
    'You already have a Road Gremlin account',
    hello(name),
    ['Someone tried to create a Road Gremlin account with this e-mail address, but you already have one. Sign in instead — or, if you forgot your password, ask for a reset link on the sign-in page.'],
    'Sign in',
    link,
    'If this was not you, no action is needed: your account is unchanged.',
  );
}
