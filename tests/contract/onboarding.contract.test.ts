// Onboarding's contract through the gateway: the team's clients and the client's steps.
import { expect, it, vi } from 'vitest';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { signTestToken, testNatsUrl } from '@agency/kit/testing';
import { describeContract } from './harness.js';

describeContract('onboarding', {}, (platform) => {
  const { call, keys, namespace } = platform;

  it('onboarding: Add Client, the list, the summary, a client, a new code, and the client’s own record', async () => {
    const bearer = (principal: Parameters<typeof signTestToken>[1]) => ({
      authorization: `Bearer ${signTestToken(keys, principal)}`,
    });
    const team = bearer({ sub: crypto.randomUUID(), email: 't@example.com', role: 'admin' });
    const stranger = bearer({ sub: crypto.randomUUID(), email: 'c@example.com', role: 'client', clientId: crypto.randomUUID() });
    const onboarding = (operationId: string, request: Parameters<typeof call>[2]) => call('onboarding', operationId, request);
    const newClient = {
      businessName: 'Contract Bakery',
      contactName: 'Cora',
      email: 'cora@contract.example',
      package: 'starter',
    };

    const created = await onboarding('createClient', { url: '/admin/clients', payload: newClient, headers: team });
    expect(created.statusCode).toBe(201);
    const { client, accessCode } = created.json<{ client: { id: string }; accessCode: { id: string; code: string } }>();
    expect(accessCode.code).toMatch(/^MB-[A-HJKMNP-Z2-9]{6}$/);
    expect((await onboarding('createClient', { url: '/admin/clients', payload: newClient, headers: team })).statusCode).toBe(409);
    expect(
      (await onboarding('createClient', { url: '/admin/clients', payload: { ...newClient, email: 'x' }, headers: team }))
        .statusCode,
    ).toBe(400);
    expect((await onboarding('createClient', { url: '/admin/clients', payload: newClient })).statusCode).toBe(401);
    expect((await onboarding('createClient', { url: '/admin/clients', payload: newClient, headers: stranger })).statusCode).toBe(
      403,
    );

    const list = await onboarding('listClients', {
      url: '/admin/clients?q=contract&filter=pending&page=1&pageSize=10',
      headers: team,
    });
    expect(list.json()).toMatchObject({ total: 1, page: 1, pageCount: 1, items: [{ id: client.id, status: 'payment-pending' }] });
    expect((await onboarding('listClients', { url: '/admin/clients?filter=lost', headers: team })).statusCode).toBe(400);
    expect((await onboarding('listClients', { url: '/admin/clients' })).statusCode).toBe(401);
    expect((await onboarding('listClients', { url: '/admin/clients', headers: stranger })).statusCode).toBe(403);

    const summary = await onboarding('getClientSummary', { url: '/admin/clients/summary', headers: team });
    expect(summary.json()).toEqual({ totalClients: 1, activeProjects: 0, pendingOnboarding: 1, completed: 0, unreadMessages: 0 });
    expect((await onboarding('getClientSummary', { url: '/admin/clients/summary' })).statusCode).toBe(401);
    expect((await onboarding('getClientSummary', { url: '/admin/clients/summary', headers: stranger })).statusCode).toBe(403);

    const detail = await onboarding('getClient', { url: `/admin/clients/${client.id}`, headers: team });
    expect(detail.json().accessCodes).toMatchObject([{ id: accessCode.id, state: 'active' }]);
    expect((await onboarding('getClient', { url: `/admin/clients/${crypto.randomUUID()}`, headers: team })).statusCode).toBe(404);
    expect((await onboarding('getClient', { url: '/admin/clients/42', headers: team })).statusCode).toBe(400);
    expect((await onboarding('getClient', { url: `/admin/clients/${client.id}`, headers: stranger })).statusCode).toBe(403);

    const reissued = await onboarding('issueAccessCode', { url: `/admin/clients/${client.id}/access-codes`, headers: team });
    expect(reissued.statusCode).toBe(201);

    const remindersUrl = `/admin/clients/${client.id}/reminders`;
    const reminded = await onboarding('sendClientReminder', { url: remindersUrl, headers: team });
    expect(reminded.statusCode).toBe(201);
    expect(reminded.json()).toMatchObject({ clientId: client.id, step: 'registration', days: 0 });
    expect(
      (await onboarding('sendClientReminder', { url: `/admin/clients/${crypto.randomUUID()}/reminders`, headers: team }))
        .statusCode,
    ).toBe(404);
    expect((await onboarding('sendClientReminder', { url: remindersUrl })).statusCode).toBe(401);
    expect((await onboarding('sendClientReminder', { url: remindersUrl, headers: stranger })).statusCode).toBe(403);
    const waiting = await onboarding('listClients', { url: '/admin/clients?filter=all&q=contract', headers: team });
    expect(waiting.json()).toMatchObject({ items: [{ id: client.id, waiting: { step: 'registration', stuck: false } }] });
    expect(
      (await onboarding('listClients', { url: '/admin/clients?filter=stuck&q=contract', headers: team })).json(),
    ).toMatchObject({
      total: 0,
    });
    expect(reissued.json().code).not.toBe(accessCode.code);
    expect(
      (await onboarding('issueAccessCode', { url: `/admin/clients/${crypto.randomUUID()}/access-codes`, headers: team }))
        .statusCode,
    ).toBe(404);
    expect((await onboarding('issueAccessCode', { url: `/admin/clients/${client.id}/access-codes` })).statusCode).toBe(401);
    expect(
      (await onboarding('issueAccessCode', { url: `/admin/clients/${client.id}/access-codes`, headers: stranger })).statusCode,
    ).toBe(403);

    // Identity's registration event, through NATS, redeems the code: then no new code is issued.
    const nc = await connect({ servers: testNatsUrl });
    try {
      const registered = {
        id: crypto.randomUUID(),
        type: 'identity.client-account.registered.v1',
        occurredAt: new Date().toISOString(),
        source: 'identity',
        data: {
          userId: crypto.randomUUID(),
          clientId: client.id,
          accessCodeId: reissued.json().id,
          email: newClient.email,
          registeredAt: new Date().toISOString(),
        },
      };
      await jetstream(nc).publish(`${namespace}.${registered.type}`, JSON.stringify(registered), { msgID: registered.id });
    } finally {
      await nc.close();
    }
    await vi.waitFor(
      async () => {
        const codes = (await onboarding('getClient', { url: `/admin/clients/${client.id}`, headers: team })).json().accessCodes;
        expect(codes[0]).toMatchObject({ id: reissued.json().id, state: 'redeemed' });
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(
      (await onboarding('issueAccessCode', { url: `/admin/clients/${client.id}/access-codes`, headers: team })).statusCode,
    ).toBe(409);

    const own = bearer({ sub: crypto.randomUUID(), email: newClient.email, role: 'client', clientId: client.id });
    const mine = await onboarding('getOwnClient', { url: '/client', headers: own });
    expect(mine.json()).toMatchObject({
      id: client.id,
      businessName: 'Contract Bakery',
      package: 'starter',
      paymentCompleted: false,
    });
    expect((await onboarding('getOwnClient', { url: '/client', headers: stranger })).statusCode).toBe(404);
    expect((await onboarding('getOwnClient', { url: '/client', headers: team })).statusCode).toBe(403);
    expect((await onboarding('getOwnClient', { url: '/client' })).statusCode).toBe(401);
  });

  it('onboarding: the teammates from identity’s events, and who looks after a client', async () => {
    const bearer = (principal: Parameters<typeof signTestToken>[1]) => ({
      authorization: `Bearer ${signTestToken(keys, principal)}`,
    });
    const student = { sub: crypto.randomUUID(), email: 'sam@example.com', role: 'member' as const, name: 'Sam Student' };
    const member = bearer(student);
    const stranger = bearer({ sub: crypto.randomUUID(), email: 'c@example.com', role: 'client', clientId: crypto.randomUUID() });
    const onboarding = (operationId: string, request: Parameters<typeof call>[2]) => call('onboarding', operationId, request);
    const admin = bearer({ sub: crypto.randomUUID(), email: 't@example.com', role: 'admin' });
    const created = await onboarding('createClient', {
      url: '/admin/clients',
      payload: { businessName: 'Team Bakery', email: 'team@bakery.example' },
      headers: admin,
    });
    const clientId = created.json<{ client: { id: string } }>().client.id;

    // Identity reports the student joining, through NATS; onboarding's copy of the team takes them.
    const nc = await connect({ servers: testNatsUrl });
    try {
      const joined = {
        id: crypto.randomUUID(),
        type: 'identity.team-member.joined.v1',
        occurredAt: new Date().toISOString(),
        source: 'identity',
        data: {
          invitationId: crypto.randomUUID(),
          member: { userId: student.sub, email: student.email, name: student.name, role: 'member', status: 'active' },
          joinedAt: new Date().toISOString(),
        },
      };
      await jetstream(nc).publish(`${namespace}.${joined.type}`, JSON.stringify(joined), { msgID: joined.id });
    } finally {
      await nc.close();
    }
    await vi.waitFor(
      async () => {
        const teammates = await onboarding('listTeammates', { url: '/admin/clients/teammates', headers: member });
        expect(teammates.json()).toEqual({ items: [{ id: student.sub, name: 'Sam Student', role: 'member' }] });
      },
      { timeout: 10_000, interval: 200 },
    );
    expect((await onboarding('listTeammates', { url: '/admin/clients/teammates' })).statusCode).toBe(401);
    expect((await onboarding('listTeammates', { url: '/admin/clients/teammates', headers: stranger })).statusCode).toBe(403);

    const url = `/admin/clients/${clientId}/team`;
    const assigned = await onboarding('assignClientTeam', {
      url,
      payload: { projectManagerId: null, leadDeveloperId: student.sub },
      headers: member,
    });
    expect(assigned.json()).toEqual({ projectManager: null, leadDeveloper: { id: student.sub, name: 'Sam Student' } });
    const unknown = await onboarding('assignClientTeam', {
      url,
      payload: { projectManagerId: crypto.randomUUID(), leadDeveloperId: null },
      headers: member,
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'ONBOARDING_TEAMMATE_UNKNOWN']);
    const nobody = { projectManagerId: null, leadDeveloperId: null };
    expect(
      (
        await onboarding('assignClientTeam', {
          url: `/admin/clients/${crypto.randomUUID()}/team`,
          payload: nobody,
          headers: member,
        })
      ).statusCode,
    ).toBe(404);
    expect((await onboarding('assignClientTeam', { url, payload: nobody })).statusCode).toBe(401);
    expect((await onboarding('assignClientTeam', { url, payload: nobody, headers: stranger })).statusCode).toBe(403);

    const mine = await onboarding('listClients', {
      url: '/admin/clients?mine=true',
      headers: bearer({ ...student, role: 'admin' }),
    });
    expect(mine.json()).toMatchObject({ total: 1, items: [{ id: clientId }] });
  });

  it('onboarding: Edit Client, the client’s own contact details, and the project completed and reopened', async () => {
    const bearer = (principal: Parameters<typeof signTestToken>[1]) => ({
      authorization: `Bearer ${signTestToken(keys, principal)}`,
    });
    const onboarding = (operationId: string, request: Parameters<typeof call>[2]) => call('onboarding', operationId, request);
    const member = bearer({ sub: crypto.randomUUID(), email: 'sam@example.com', role: 'member' });
    const created = await onboarding('createClient', {
      url: '/admin/clients',
      payload: { businessName: 'Record Bakery', email: 'records@bakery.example', phone: '780 555 0101' },
      headers: member,
    });
    const clientId = created.json<{ client: { id: string } }>().client.id;
    const own = bearer({ sub: crypto.randomUUID(), email: 'records@bakery.example', role: 'client', clientId });
    const other = bearer({ sub: crypto.randomUUID(), email: 'c@example.com', role: 'client', clientId: crypto.randomUUID() });

    const edited = await onboarding('updateClient', {
      url: `/admin/clients/${clientId}`,
      payload: { businessName: 'Record Bakery & Cafe', email: 'orders@bakery.example', projectType: 'Custom Package' },
      headers: member,
    });
    expect(edited.json()).toMatchObject({
      businessName: 'Record Bakery & Cafe',
      email: 'orders@bakery.example',
      projectType: 'Custom Package',
      pendingEmail: null,
    });
    const badEdit = await onboarding('updateClient', {
      url: `/admin/clients/${clientId}`,
      payload: { businessName: ' ' },
      headers: member,
    });
    expect(badEdit.statusCode).toBe(400);
    expect(
      (await onboarding('updateClient', { url: `/admin/clients/${clientId}`, payload: { phone: '1' }, headers: own })).statusCode,
    ).toBe(403);

    const contact = await onboarding('updateOwnContact', {
      url: '/client/contact',
      payload: { contactName: 'Rhea', phone: '587 555 0123' },
      headers: own,
    });
    expect(contact.json()).toMatchObject({ id: clientId, contactName: 'Rhea', phone: '+15875550123', completion: null });
    expect(
      (await onboarding('updateOwnContact', { url: '/client/contact', payload: { phone: '5' }, headers: own })).statusCode,
    ).toBe(400);
    expect(
      (await onboarding('updateOwnContact', { url: '/client/contact', payload: { phone: '587 555 0123' } })).statusCode,
    ).toBe(401);

    const completed = await onboarding('completeProject', {
      url: `/admin/clients/${clientId}/completion`,
      payload: { note: 'Launched.' },
      headers: member,
    });
    expect(completed.json()).toMatchObject({ status: 'completed', completion: { note: 'Launched.' } });
    const twice = await onboarding('completeProject', {
      url: `/admin/clients/${clientId}/completion`,
      payload: { note: 'Again' },
      headers: member,
    });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'ONBOARDING_PROJECT_ALREADY_COMPLETED']);
    expect(
      (
        await onboarding('completeProject', {
          url: `/admin/clients/${clientId}/completion`,
          payload: { note: '' },
          headers: other,
        })
      ).statusCode,
    ).toBe(403);
    const listed = await onboarding('listClients', { url: '/admin/clients?filter=completed&q=Record', headers: member });
    expect(listed.json()).toMatchObject({ total: 1, items: [{ id: clientId, status: 'completed' }] });

    const reopened = await onboarding('reopenProject', {
      url: `/admin/clients/${clientId}/reopening`,
      payload: { note: 'More pages.' },
      headers: member,
    });
    expect(reopened.json()).toMatchObject({ status: 'payment-pending', projectCompleted: false, completion: null });
    const notCompleted = await onboarding('reopenProject', {
      url: `/admin/clients/${clientId}/reopening`,
      payload: { note: '' },
      headers: member,
    });
    expect(notCompleted.statusCode).toBe(409);
    expect(
      (
        await onboarding('reopenProject', {
          url: `/admin/clients/${crypto.randomUUID()}/reopening`,
          payload: { note: '' },
          headers: member,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('onboarding: the steps - portal settings, demo payment, the contract sent, signed and downloaded, the video, the diagnostic', async () => {
    const bearer = (principal: Parameters<typeof signTestToken>[1]) => ({
      authorization: `Bearer ${signTestToken(keys, principal)}`,
    });
    const team = bearer({ sub: crypto.randomUUID(), email: 't@example.com', role: 'admin' });
    const onboarding = (operationId: string, request: Parameters<typeof call>[2]) => call('onboarding', operationId, request);
    const addClient = async (email: string, contactName: string) => {
      const created = await onboarding('createClient', {
        url: '/admin/clients',
        payload: { businessName: 'Steps Bakery', contactName, email, package: 'growth' },
        headers: team,
      });
      expect(created.statusCode).toBe(201);
      return created.json<{ client: { id: string }; accessCode: { id: string } }>();
    };
    const signer = await addClient('signer@steps.example', 'Sam Signer');
    const demo = await addClient('demo@steps.example', '');
    const own = bearer({ sub: crypto.randomUUID(), email: 'signer@steps.example', role: 'client', clientId: signer.client.id });
    const byCode = bearer({
      sub: demo.accessCode.id,
      email: 'demo@steps.example',
      role: 'client',
      clientId: demo.client.id,
      scope: 'onboarding',
    });

    expect((await onboarding('getPortalSettings', { url: '/portal-settings' })).json()).toEqual({
      demoMode: true,
      welcomeVideo: null,
    });

    // Out of order: 409s in the shared error shape.
    const early = await onboarding('getOwnContract', { url: '/client/contract', headers: own });
    expect([early.statusCode, early.json().code]).toEqual([409, 'ONBOARDING_PAYMENT_REQUIRED']);
    expect((await onboarding('markVideoWatched', { url: '/client/video-watched', headers: own })).statusCode).toBe(409);
    expect((await onboarding('downloadOwnContract', { url: '/client/contract/document', headers: own })).statusCode).toBe(409);
    expect(
      (await onboarding('getClientContract', { url: `/admin/clients/${signer.client.id}/contract`, headers: team })).statusCode,
    ).toBe(404);

    const paid = await onboarding('skipPaymentInDemo', {
      url: '/client/demo-payment',
      payload: { package: 'professional' },
      headers: own,
    });
    expect(paid.json()).toMatchObject({ paymentCompleted: true, projectType: 'Professional Package ($79)', stepCompleted: 1 });
    expect(
      (await onboarding('skipPaymentInDemo', { url: '/client/demo-payment', payload: { package: 'gold' }, headers: own }))
        .statusCode,
    ).toBe(400);
    expect(
      (await onboarding('skipPaymentInDemo', { url: '/client/demo-payment', payload: { package: 'starter' } })).statusCode,
    ).toBe(401);
    expect(
      (await onboarding('skipPaymentInDemo', { url: '/client/demo-payment', payload: { package: 'starter' }, headers: team }))
        .statusCode,
    ).toBe(403);

    expect((await onboarding('getOwnContract', { url: '/client/contract', headers: own })).json().status).toBe('not-sent');
    expect(
      (
        await onboarding('signContract', {
          url: '/client/contract/signature',
          payload: { fullName: 'Sam Signer', consent: true },
          headers: own,
        })
      ).statusCode,
    ).toBe(409);
    const sent = await onboarding('sendContract', { url: '/client/contract/sending', headers: own });
    expect(sent.json()).toMatchObject({ status: 'sent', envelopeId: expect.stringMatching(/^envelope_\d+$/) });
    expect(
      (
        await onboarding('signContract', {
          url: '/client/contract/signature',
          payload: { fullName: 'Sam Signer', consent: false },
          headers: own,
        })
      ).statusCode,
    ).toBe(400);
    const signed = await onboarding('signContract', {
      url: '/client/contract/signature',
      payload: { fullName: 'Sam Signer', consent: true },
      headers: { ...own, 'user-agent': 'Contract Test Browser' },
    });
    expect(signed.json()).toMatchObject({ status: 'signed', signature: { fullName: 'Sam Signer', sha256: sent.json().sha256 } });
    expect((await onboarding('signContractInDemo', { url: '/client/contract/demo-signature', headers: own })).statusCode).toBe(
      409,
    );

    const pdf = await onboarding('downloadOwnContract', { url: '/client/contract/document', headers: own });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const record = await onboarding('getClientContract', { url: `/admin/clients/${signer.client.id}/contract`, headers: team });
    expect(record.json()).toMatchObject({
      status: 'signed',
      signature: { fullName: 'Sam Signer', userAgent: 'Contract Test Browser' },
      verification: { valid: true, computedSha256: sent.json().sha256 },
    });
    expect(
      (await onboarding('getClientContract', { url: `/admin/clients/${signer.client.id}/contract`, headers: own })).statusCode,
    ).toBe(403);
    const teamPdf = await onboarding('downloadClientContract', {
      url: `/admin/clients/${signer.client.id}/contract/document`,
      headers: team,
    });
    expect([teamPdf.statusCode, teamPdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(
      (await onboarding('downloadClientContract', { url: `/admin/clients/${demo.client.id}/contract/document`, headers: team }))
        .statusCode,
    ).toBe(404);
    expect(
      (await onboarding('downloadClientContract', { url: `/admin/clients/${signer.client.id}/contract/document` })).statusCode,
    ).toBe(401);

    const watched = await onboarding('markVideoWatched', { url: '/client/video-watched', headers: own });
    expect(watched.json()).toMatchObject({ videoWatched: true, onboardingComplete: true, stepCompleted: 4 });

    // The other client, on its access-code session, through the demo shortcuts.
    await onboarding('skipPaymentInDemo', { url: '/client/demo-payment', payload: { package: 'starter' }, headers: byCode });
    await onboarding('sendContract', { url: '/client/contract/sending', headers: byCode });
    const demoSigned = await onboarding('signContractInDemo', { url: '/client/contract/demo-signature', headers: byCode });
    expect(demoSigned.json().signature.fullName).toBe('Steps Bakery');
    expect((await onboarding('signContractInDemo', { url: '/client/contract/demo-signature' })).statusCode).toBe(401);

    const status = await onboarding('getPaymentStatus', { url: '/admin/payment-status', headers: team });
    expect(status.json().clients.map((client: { id: string }) => client.id)).toEqual(
      expect.arrayContaining([signer.client.id, demo.client.id]),
    );
    expect((await onboarding('getPaymentStatus', { url: '/admin/payment-status', headers: own })).statusCode).toBe(403);
    expect((await onboarding('getPaymentStatus', { url: '/admin/payment-status' })).statusCode).toBe(401);
  });

  it('onboarding: the project plan made when onboarding completes, its milestones, and the template', async () => {
    const bearer = (principal: Parameters<typeof signTestToken>[1]) => ({
      authorization: `Bearer ${signTestToken(keys, principal)}`,
    });
    const team = bearer({ sub: crypto.randomUUID(), email: 't@example.com', role: 'admin' });
    const member = bearer({ sub: crypto.randomUUID(), email: 'm@example.com', role: 'member' });
    const onboarding = (operationId: string, request: Parameters<typeof call>[2]) => call('onboarding', operationId, request);
    const created = await onboarding('createClient', {
      url: '/admin/clients',
      payload: { businessName: 'Plan Bakery', contactName: 'Pia', email: 'pia@plan.example', package: 'growth' },
      headers: team,
    });
    const { client } = created.json<{ client: { id: string } }>();
    const own = bearer({ sub: crypto.randomUUID(), email: 'pia@plan.example', role: 'client', clientId: client.id });
    const stranger = bearer({ sub: crypto.randomUUID(), email: 'c@example.com', role: 'client', clientId: crypto.randomUUID() });

    const template = await onboarding('getProjectTemplate', { url: '/admin/project-template', headers: team });
    expect(template.json().milestones.map((milestone: { name: string }) => milestone.name)).toEqual([
      'Kickoff',
      'Design',
      'Build',
      'Launch',
    ]);
    expect((await onboarding('getProjectTemplate', { url: '/admin/project-template', headers: member })).statusCode).toBe(403);
    const changed = await onboarding('updateProjectTemplate', {
      url: '/admin/project-template',
      payload: { milestones: [...template.json().milestones, { name: 'Care', offsetDays: 90 }] },
      headers: team,
    });
    expect(changed.json().milestones).toHaveLength(5);
    expect(
      (await onboarding('updateProjectTemplate', { url: '/admin/project-template', payload: { milestones: [] }, headers: team }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await onboarding('updateProjectTemplate', {
          url: '/admin/project-template',
          payload: { milestones: [] },
          headers: member,
        })
      ).statusCode,
    ).toBe(403);

    expect((await onboarding('getOwnMilestones', { url: '/client/milestones', headers: own })).json()).toEqual({ items: [] });
    await onboarding('skipPaymentInDemo', { url: '/client/demo-payment', payload: { package: 'growth' }, headers: own });
    await onboarding('sendContract', { url: '/client/contract/sending', headers: own });
    await onboarding('signContractInDemo', { url: '/client/contract/demo-signature', headers: own });
    await onboarding('markVideoWatched', { url: '/client/video-watched', headers: own });

    const plan = await onboarding('getOwnMilestones', { url: '/client/milestones', headers: own });
    const [kickoff] = plan.json<{ items: Array<{ id: string; name: string }> }>().items;
    expect(plan.json().items.map((milestone: { name: string }) => milestone.name)).toEqual([
      'Kickoff',
      'Design',
      'Build',
      'Launch',
      'Care',
    ]);
    expect((await onboarding('getOwnMilestones', { url: '/client/milestones', headers: stranger })).json()).toEqual({
      items: [],
    });
    expect((await onboarding('getOwnMilestones', { url: '/client/milestones', headers: team })).statusCode).toBe(403);
    const url = `/admin/clients/${client.id}/milestones`;
    expect((await onboarding('getClientMilestones', { url, headers: member })).json()).toEqual(plan.json());
    expect((await onboarding('getClientMilestones', { url, headers: own })).statusCode).toBe(403);
    expect((await onboarding('getClientMilestones', { url })).statusCode).toBe(401);
    const done = await onboarding('updateClientMilestone', {
      url: `${url}/${kickoff!.id}`,
      payload: { doneOn: '2026-11-26', note: 'We met.' },
      headers: member,
    });
    expect(done.json()).toMatchObject({ name: 'Kickoff', doneOn: '2026-11-26', note: 'We met.' });
    expect(
      (await onboarding('updateClientMilestone', { url: `${url}/${kickoff!.id}`, payload: { doneOn: 'today' }, headers: member }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await onboarding('updateClientMilestone', {
          url: `${url}/${crypto.randomUUID()}`,
          payload: { note: '' },
          headers: member,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await onboarding('updateClientMilestone', { url: `${url}/${kickoff!.id}`, payload: { note: '' }, headers: own }))
        .statusCode,
    ).toBe(403);
    const added = await onboarding('addClientMilestone', {
      url,
      payload: { name: 'Photo shoot', plannedOn: '2026-12-10' },
      headers: member,
    });
    expect(added.json()).toMatchObject({ name: 'Photo shoot', position: 6, doneOn: null, note: '' });
    expect((await onboarding('addClientMilestone', { url, payload: { name: '' }, headers: member })).statusCode).toBe(400);
    expect(
      (await onboarding('addClientMilestone', { url, payload: { name: 'X', plannedOn: '2026-12-10' }, headers: own })).statusCode,
    ).toBe(403);
    const removal = { url: `${url}/${added.json<{ id: string }>().id}`, headers: member };
    expect((await onboarding('removeClientMilestone', removal)).statusCode).toBe(204);
    expect((await onboarding('removeClientMilestone', removal)).statusCode).toBe(404);
    expect((await onboarding('removeClientMilestone', { url: removal.url })).statusCode).toBe(401);
  });
});
