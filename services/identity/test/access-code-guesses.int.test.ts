import { describe, expect, it, vi } from 'vitest';
import { identityTestService, newAccessCode } from './support.js';

// A budget of 6 wrong codes from all addresses together, so a test can spend it.
const budget = 6;
const t = await identityTestService({ ACCESS_CODE_GUESS_BUDGET: String(budget) });
const password = 'Bakery-Password-1';

let addresses = 0;
/** A client address no test has used yet (TEST-NET-2). */
const newAddress = () => `198.51.100.${++addresses}`;

const wrongCode = () => ({ code: newAccessCode() });

describe('the budget of wrong access codes across all addresses', () => {
  const first = t.from(newAddress());
  const second = t.from(newAddress());

  it('leaves code sign-in as it was until it is spent; a right code does not use it', async () => {
    const invitation = await t.invite();
    for (let guess = 0; guess < budget - 2; guess++) expect((await first.signInWithCode(wrongCode())).statusCode).toBe(401);
    expect((await first.signInWithCode({ code: invitation.accessCode.code })).statusCode).toBe(200);
    expect((await second.signInWithCode(wrongCode())).statusCode).toBe(401);
    // Registration guesses at a code too, and shares the budget.
    const registration = await second.register({ accessCode: newAccessCode(), email: 'guess@bakery.example', password });
    expect(registration.statusCode).toBe(400);
    expect(registration.json().code).toBe('IDENTITY_ACCESS_CODE_INVALID');
  });

  it('once spent, is logged and counted, and leaves each address 3 wrong codes per 15 minutes, the right one included', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const invitation = await t.invite();
    // The 7th wrong code spends the budget; this address had used one of its three.
    expect((await second.signInWithCode(wrongCode())).statusCode).toBe(401);
    expect(warn.mock.calls.filter(([, message]) => String(message).startsWith('access-code guess budget spent'))).toHaveLength(1);
    warn.mockRestore();

    // The first address made 4 wrong guesses: it waits now, with the right code too, by code and by registration.
    const refused = await first.signInWithCode({ code: invitation.accessCode.code });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED' });
    const seconds = Number(/^Too many attempts\. Try again in (\d+) seconds\.$/.exec(refused.json().message)?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    expect(refused.headers['retry-after']).toBe(String(seconds));
    const registration = await first.register({ accessCode: invitation.accessCode.code, email: invitation.email, password });
    expect(registration.statusCode).toBe(429);

    // The second address has made 3 wrong guesses (two by code, one by registration): it waits too.
    expect((await second.signInWithCode(wrongCode())).statusCode).toBe(429);

    // A fresh address signs in with the right code, then has 3 wrong codes before it waits.
    const fresh = t.from(newAddress());
    expect((await fresh.signInWithCode({ code: invitation.accessCode.code })).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let guess = 0; guess < 4; guess++) statuses.push((await fresh.signInWithCode(wrongCode())).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);

    // Registration with the right code from yet another address goes through.
    const registered = await t
      .from(newAddress())
      .register({ accessCode: ` ${invitation.accessCode.code.toLowerCase()} `, email: invitation.email, password });
    expect(registered.statusCode).toBe(201);

    const metrics = (await t.service.operator.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/^access_code_guess_budget_spent_total\{service="identity"\} 1$/m);
    expect(metrics).toMatch(/^access_code_guesses_refused_total\{service="identity"\} 4$/m);
  });

  it('is spent until its window ends, and then code sign-in is as it was', async () => {
    const invitation = await t.invite();
    const waiting = t.from(newAddress());
    for (let guess = 0; guess < 3; guess++) expect((await waiting.signInWithCode(wrongCode())).statusCode).toBe(401);
    expect((await waiting.signInWithCode(wrongCode())).statusCode).toBe(429);
    // The hour is over: the database's windows are moved into the past rather than waited for.
    await t.sql(`UPDATE rate_limit_windows SET expires_at = now() - interval '1 second'`);
    expect((await waiting.signInWithCode(wrongCode())).statusCode).toBe(401);
    expect((await waiting.signInWithCode({ code: invitation.accessCode.code })).statusCode).toBe(200);
  });
});

describe('when the counts cannot be read', () => {
  it('refuses code sign-in and registration (503) before any code is looked up', async () => {
    const invitation = await t.invite();
    await t.sql('ALTER TABLE rate_limit_windows RENAME TO rate_limit_windows_away');
    try {
      const address = t.from(newAddress());
      const bySignIn = await address.signInWithCode({ code: invitation.accessCode.code });
      const byRegistration = await address.register({
        accessCode: invitation.accessCode.code,
        email: invitation.email,
        password,
      });
      for (const refused of [bySignIn, byRegistration]) {
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toMatchObject({ statusCode: 503, code: 'RATE_LIMIT_UNAVAILABLE' });
      }
      expect(await t.sql('SELECT id FROM users WHERE email = :email', { email: invitation.email })).toEqual([]);
    } finally {
      await t.sql('ALTER TABLE rate_limit_windows_away RENAME TO rate_limit_windows');
    }
    expect((await t.from(newAddress()).signInWithCode({ code: invitation.accessCode.code })).statusCode).toBe(200);
  });
});
