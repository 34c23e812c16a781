// Generated from openapi/onboarding.yaml by `npm run generate:api`. Do not edit.

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Liveness for probes. */
        get: operations["healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Readiness for probes; 503 while the database is down (NATS is reported, not required). */
        get: operations["readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client list - newest first, searched, filtered and paged, with the exact total.
         * @description For the team (roles admin and member).
         */
        get: operations["listClients"];
        put?: never;
        /**
         * Add a client - its access code and its record, in one transaction.
         * @description For the team (roles admin and member). The access code is `MB-` and 6 random capital letters or digits without look-alikes (no 0, O, 1, I or L), tied to the client's e-mail, valid 30 days and unused; the client record is linked to it, and `onboarding.client.invited.v1` is recorded with them, so the client is e-mailed the invitation. 409 ONBOARDING_EMAIL_TAKEN when a client with this e-mail (in any case) already exists.
         */
        post: operations["createClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The counts of the client list's summary cards and the dashboard's.
         * @description For the team (roles admin and member). Counted with the list's filter definitions.
         */
        get: operations["getClientSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One client - its details, its steps with their times and its access-code history.
         * @description For the team (roles admin and member). 404 ONBOARDING_CLIENT_NOT_FOUND when there is no such client.
         */
        get: operations["getClient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit Client - the business and contact names, e-mail, phone and package label.
         * @description For the team (roles admin and member). Only the fields sent change; surrounding spaces are trimmed, the phone is stored in E.164 (400 ONBOARDING_PHONE_INVALID otherwise) and the e-mail lower-cased. A change records `onboarding.client.updated.v1` with each changed field before and after; the same values again record nothing. A new e-mail follows the account's rules: once the client has an account it is not written here but waits for the client to confirm it from the new address (`pendingEmail`, `onboarding.client.email-change-requested.v1`, which identity turns into its e-mail-change link); before that, the record and its unused access code take it at once. 409 ONBOARDING_EMAIL_TAKEN when another client has the address; 404 ONBOARDING_CLIENT_NOT_FOUND when there is no such client.
         */
        patch: operations["updateClient"];
        trace?: never;
    };
    "/admin/clients/{clientId}/completion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the client's project completed, with a note.
         * @description For the team (roles admin and member). Sets project completed, when and the note, and records `onboarding.project.completed.v1`; the client's status becomes completed. 409 ONBOARDING_PROJECT_ALREADY_COMPLETED when it is completed already (nothing changes); 404 ONBOARDING_CLIENT_NOT_FOUND when there is no such client.
         */
        post: operations["completeProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/{clientId}/reopening": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen the client's completed project, with a note.
         * @description For the team (roles admin and member). Clears project completed, its time and note, and records `onboarding.project.reopened.v1` with the note; the status is derived from the steps again. 409 ONBOARDING_PROJECT_NOT_COMPLETED when it is not completed (nothing changes); 404 ONBOARDING_CLIENT_NOT_FOUND when there is no such client.
         */
        post: operations["reopenProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/{clientId}/access-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue the client a new access code; its unredeemed codes are revoked and a new invitation is sent.
         * @description For the team (roles admin and member). Records `onboarding.client.invited.v1` with the revoked codes' ids. 404 ONBOARDING_CLIENT_NOT_FOUND when there is no such client; 409 ONBOARDING_ALREADY_REGISTERED when the client has already registered (one of its codes was redeemed), as an account needs no new code.
         */
        post: operations["issueAccessCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/teammates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The active teammates a client can be assigned to, by name.
         * @description For the team (roles admin and member). Onboarding's copy of the team, kept from identity's team-member events: a person appears after their first such event (joining, a role change, a sign-in).
         */
        get: operations["listTeammates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/{clientId}/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Assign the client's project manager and lead developer (null - not assigned).
         * @description For the team (roles admin and member). Each must be an active teammate (400 ONBOARDING_TEAMMATE_UNKNOWN otherwise, naming the field), except one already assigned, which may stay. Their names are kept as they are now and follow later renames. A change records `onboarding.client.team-assigned.v1`; the same assignment again records nothing. 404 ONBOARDING_CLIENT_NOT_FOUND when there is no such client.
         */
        patch: operations["assignClientTeam"];
        trace?: never;
    };
    "/admin/clients/{clientId}/reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail the client a reminder of the onboarding step it waits at; at most one a day per client.
         * @description For the team (roles admin and member). Records `onboarding.reminder.sent.v1` (the step and the days the client has waited at it), and notifications e-mails the client: the access code's link for registration, the portal's sign-in for payment, contract and video. One reminder per client per day (UTC), held by the database, so two clicks at once send one. 404 ONBOARDING_CLIENT_NOT_FOUND when there is no such client; 409 ONBOARDING_REMINDER_ALREADY_SENT when one went today, 409 ONBOARDING_NOTHING_TO_REMIND when the client waits at no step (onboarding complete or project completed), 409 ONBOARDING_ACCESS_CODE_INACTIVE_FOR_REMINDER when it waits to register but its current code no longer works (issue a new code instead). Nothing is sent on a refusal.
         */
        post: operations["sendClientReminder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in client's own record, for routing it to its next step after sign-in.
         * @description For a client (role client), signed in with an account or with an access code: the record of the token's clientId, never another's. The team (roles admin and member) gets 403. 404 ONBOARDING_CLIENT_NOT_FOUND when the record is gone.
         */
        get: operations["getOwnClient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit Contact Details - the client's own contact name and phone.
         * @description For a client (role client, with an account or an access code): only the record of the token's clientId. Only the fields sent change; the phone is stored in E.164 (400 ONBOARDING_PHONE_INVALID otherwise). A change records `onboarding.client.updated.v1`; the same values again record nothing. The team gets 403.
         */
        patch: operations["updateOwnContact"];
        trace?: never;
    };
    "/portal-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the portal's step pages need to know of this installation - demo mode and the welcome video.
         * @description Anyone. The demo shortcuts are offered only when demoMode is true (they answer 404 otherwise).
         */
        get: operations["getPortalSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/demo-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Demo Mode - Skip Payment - marks the caller's payment done with the chosen package, without paying.
         * @description Only when DEMO_MODE is on; otherwise 404 ROUTE_NOT_FOUND, as for a path that does not exist. For a client (role client, with an account or an access code): payment completed, the package and its label, step 1 (a later step is kept), no amount. Already paid: 200 and nothing changes.
         */
        post: operations["skipPaymentInDemo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/contract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's contract - the text to be sent, or as sent, and its signature once signed.
         * @description For a client (role client, with an account or an access code). Before it is sent, the text is the current version filled in with the client's details. 409 ONBOARDING_PAYMENT_REQUIRED before payment.
         */
        get: operations["getOwnContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/contract/sending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send Contract for Signature - the text is fixed, an envelope id given, step 2, and the client e-mailed.
         * @description For a client (role client, with an account or an access code). The exact text is stored with its SHA-256, the envelope id is `envelope_` and the time in milliseconds, and `onboarding.contract.sent.v1` is recorded (notifications e-mails the contract). Sending again before signing e-mails the same text again, except within 60 seconds of the last sending: then the contract is answered and nothing is recorded. 409 ONBOARDING_PAYMENT_REQUIRED before payment, ONBOARDING_CONTRACT_ALREADY_SIGNED once signed, ONBOARDING_CONTRACT_CHANGED when the stored text no longer has the SHA-256 it was sent with.
         */
        post: operations["sendContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/contract/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign the sent contract by typing a full name and consenting.
         * @description For a client (role client, with an account or an access code). Records the name, the time, the caller's IP address and user agent and the SHA-256 of the exact text signed; contract signed, step 3. 409 ONBOARDING_PAYMENT_REQUIRED before payment, ONBOARDING_CONTRACT_NOT_SENT before sending, ONBOARDING_CONTRACT_ALREADY_SIGNED when signed already, ONBOARDING_CONTRACT_CHANGED when the stored text no longer has the SHA-256 it was sent (and e-mailed) with; nothing is recorded then.
         */
        post: operations["signContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/contract/demo-signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark as Signed (Demo) - signs the sent contract in the contact's name without typing it.
         * @description Only when DEMO_MODE is on; otherwise 404 ROUTE_NOT_FOUND, as for a path that does not exist. Otherwise as signContract, the signer being the contact name (else the business name) on one line and cut to 120 characters, with the same 409s (ONBOARDING_CONTRACT_CHANGED included).
         */
        post: operations["signContractInDemo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/contract/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed contract as a PDF, with its certificate page.
         * @description For a client (role client, with an account or an access code). 409 ONBOARDING_CONTRACT_NOT_SIGNED before signing.
         */
        get: operations["downloadOwnContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/video-watched": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * I've Watched the Video - video watched, onboarding complete, step 4.
         * @description For a client (role client, with an account or an access code). Already watched: 200 and nothing changes. 409 ONBOARDING_PAYMENT_REQUIRED before payment, ONBOARDING_CONTRACT_NOT_SIGNED before signing.
         */
        post: operations["markVideoWatched"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/{clientId}/contract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A client's sent contract with its signature record and whether the stored text still matches it.
         * @description For the team (roles admin and member). 404 ONBOARDING_CLIENT_NOT_FOUND for no such client, ONBOARDING_CONTRACT_NOT_FOUND when none was sent.
         */
        get: operations["getClientContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/{clientId}/contract/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A client's signed contract as a PDF, with its certificate page.
         * @description For the team (roles admin and member). 404 as getClientContract; 409 ONBOARDING_CONTRACT_NOT_SIGNED before signing.
         */
        get: operations["downloadClientContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/payment-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payment diagnostic - client records of the last 24 hours, newest first, with their codes.
         * @description For admins only (role admin); a member gets 403 AUTH_FORBIDDEN. At most the 100 newest.
         */
        get: operations["getPaymentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/{clientId}/milestones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client's project plan - its milestones in order.
         * @description For the team (roles admin and member). The plan is made from the project template when onboarding completes, so a client still onboarding has none (an empty list). 404 ONBOARDING_CLIENT_NOT_FOUND when there is no such client.
         */
        get: operations["getClientMilestones"];
        put?: never;
        /**
         * Add a milestone at the end of the client's plan.
         * @description For the team (roles admin and member). Records `onboarding.milestone.added.v1`. 404 ONBOARDING_CLIENT_NOT_FOUND when there is no such client; 409 ONBOARDING_PLAN_NOT_MADE before the client completes onboarding (its plan is made then), 409 ONBOARDING_PLAN_FULL when the plan has 24 milestones.
         */
        post: operations["addClientMilestone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/{clientId}/milestones/{milestoneId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a milestone from the client's plan; the ones after it move up.
         * @description For the team (roles admin and member). Records `onboarding.milestone.removed.v1`. 404 ONBOARDING_MILESTONE_NOT_FOUND when the client has no such milestone; 409 ONBOARDING_PLAN_LAST_MILESTONE for the plan's only milestone.
         */
        delete: operations["removeClientMilestone"];
        options?: never;
        head?: never;
        /**
         * Change one milestone of the client's plan - its planned date, done date or note.
         * @description For the team (roles admin and member). The fields given change, the others stay; `doneOn` null marks the milestone not done again. A change records `onboarding.milestone.updated.v1` (with `completed` true when it marks the milestone done, which e-mails the client); the same values again record nothing. 404 ONBOARDING_MILESTONE_NOT_FOUND when the client has no such milestone.
         */
        patch: operations["updateClientMilestone"];
        trace?: never;
    };
    "/admin/project-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project template each new client's plan is made from.
         * @description For admins (role admin).
         */
        get: operations["getProjectTemplate"];
        /**
         * Replace the project template - 1 to 12 milestones, each a name and days after onboarding completes.
         * @description For admins (role admin). Names are trimmed and must be unique (400 ONBOARDING_TEMPLATE_DUPLICATE_NAME otherwise, naming the field). Plans already made keep their milestones; clients completing onboarding from now on get the new ones. A change records `onboarding.project-template.updated.v1`; the same template again records nothing.
         */
        put: operations["updateProjectTemplate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/milestones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in client's own project plan.
         * @description For a client (role client, with an account or an access code): the plan of the token's clientId, never another's; empty until onboarding completes. The team (roles admin and member) gets 403.
         */
        get: operations["getOwnMilestones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        PortalSettings: {
            /** @description The demo shortcuts (skip payment */
            demoMode: boolean;
            welcomeVideo: components["schemas"]["WelcomeVideo"] | null;
        };
        /** @description Where the welcome video, its English captions (WebVTT) and its poster image are served from. */
        WelcomeVideo: {
            src: string;
            captionsSrc: string | null;
            posterSrc: string | null;
        };
        PackageChoice: {
            package: components["schemas"]["Package"];
        };
        /** @description A SHA-256 digest in lower-case hex. */
        Sha256: string;
        /**
         * @description not-sent (the text is a preview), sent (waiting for the signature) or signed.
         * @enum {string}
         */
        ContractStatus: "not-sent" | "sent" | "signed";
        /** @description The project summary at the head of the contract. */
        ContractSummary: {
            businessName: string;
            contactName: string;
            email: components["schemas"]["Email"];
            /** @description e.g. 'Growth Package ($39)' */
            packageLabel: string;
        };
        Signature: {
            fullName: string;
            signedAt: components["schemas"]["Timestamp"];
            sha256: components["schemas"]["Sha256"];
        };
        Contract: {
            status: components["schemas"]["ContractStatus"];
            /** @description The contract text's version */
            version: string;
            /** @description The exact text (plain */
            text: string;
            sha256: components["schemas"]["Sha256"];
            summary: components["schemas"]["ContractSummary"];
            envelopeId: string | null;
            sentAt: components["schemas"]["NullableTimestamp"];
            signature: components["schemas"]["Signature"] | null;
        };
        SignatureRequest: {
            /** @description The signer's full name as typed; one line, not blank. */
            fullName: string;
            /**
             * @description The signer agrees to sign electronically and to the terms above.
             * @constant
             */
            consent: true;
        };
        SignatureRecord: {
            fullName: string;
            signedAt: components["schemas"]["Timestamp"];
            sha256: components["schemas"]["Sha256"];
            ipAddress: string;
            userAgent: string;
        };
        ContractRecord: {
            id: components["schemas"]["Id"];
            status: components["schemas"]["ContractStatus"];
            version: string;
            text: string;
            sha256: components["schemas"]["Sha256"];
            summary: components["schemas"]["ContractSummary"];
            envelopeId: string;
            sentAt: components["schemas"]["Timestamp"];
            signature: components["schemas"]["SignatureRecord"] | null;
            verification: components["schemas"]["ContractVerification"];
        };
        /** @description The stored text hashed again: valid when it equals the hash recorded at sending and, once signed, the hash the signature names. */
        ContractVerification: {
            valid: boolean;
            computedSha256: components["schemas"]["Sha256"];
        };
        /** @description A client record of the last 24 hours, as the payment diagnostic lists it. */
        RecentClient: {
            id: components["schemas"]["Id"];
            businessName: components["schemas"]["BusinessName"];
            contactName: components["schemas"]["ContactName"];
            email: components["schemas"]["Email"];
            projectType: string;
            stepCompleted: components["schemas"]["StepCompleted"];
            paymentCompleted: boolean;
            monthlyPriceCents: components["schemas"]["MonthlyPrice"];
            stripeCheckoutSessionId: string | null;
            stripePaymentIntentId: string | null;
            paymentCompletedAt: components["schemas"]["NullableTimestamp"];
            createdAt: components["schemas"]["Timestamp"];
            /** @description The client's current code and the e-mail it is tied to. */
            accessCode: {
                code: components["schemas"]["Code"];
                clientEmail: components["schemas"]["Email"];
            } | null;
        };
        PaymentStatusReport: {
            since: components["schemas"]["Timestamp"];
            clients: components["schemas"]["RecentClient"][];
        };
        /** @description The package's monthly price in cents, what the client's subscription charges each month after the 7-day free trial (Stripe charges nothing at checkout); null until paid through Stripe, and after a demo payment, which subscribes to nothing. */
        MonthlyPrice: number | null;
        /**
         * @description The monthly website package: starter (Starter, $19), growth (Growth, $39) or professional (Professional, $79).
         * @enum {string}
         */
        Package: "starter" | "growth" | "professional";
        /**
         * @description Derived from the steps: payment-pending (no payment), contract-pending (paid, no contract), onboarding (signed, video not watched), active (video watched, project not completed), completed (project completed).
         * @enum {string}
         */
        ClientStatus: "payment-pending" | "contract-pending" | "onboarding" | "active" | "completed";
        /**
         * @description all; pending (onboarding not complete); active (onboarding complete, project not completed); completed (project completed); stuck (waiting at one onboarding step for more than the configured number of days, STUCK_AFTER_DAYS); past-due (its subscription's last charge failed: past_due or unpaid); cancelled (its subscription is cancelled, or cancels at the end of its period).
         * @default all
         * @enum {string}
         */
        ClientFilter: "all" | "pending" | "active" | "completed" | "stuck" | "past-due" | "cancelled";
        /**
         * @description The onboarding step a client waits at: registration (its access code not used yet, nothing paid), payment, contract (paid, not signed) or video (signed, not watched).
         * @enum {string}
         */
        WaitingStep: "registration" | "payment" | "contract" | "video";
        /** @description Where the client waits and since when: `days` whole days since it reached the step, `stuck` when it has waited there more than the configured number of days (STUCK_AFTER_DAYS). */
        Waiting: {
            step: components["schemas"]["WaitingStep"];
            since: components["schemas"]["Timestamp"];
            /** Format: int32 */
            days: number;
            stuck: boolean;
        };
        /** @description null - the client waits at no step (onboarding complete, or the project completed). */
        NullableWaiting: components["schemas"]["Waiting"] | null;
        /** @description A reminder of the step the client waits at, recorded for the e-mail. */
        ReminderSent: {
            id: components["schemas"]["Id"];
            clientId: components["schemas"]["Id"];
            step: components["schemas"]["WaitingStep"];
            /** Format: int32 */
            days: number;
            sentAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description redeemed (an account was made with it, even if a revocation crossed it), else revoked, else expired; active is unredeemed, unrevoked and unexpired.
         * @enum {string}
         */
        AccessCodeState: "active" | "redeemed" | "expired" | "revoked";
        /** @description An access code: `MB-` and 6 capital letters or digits; issued without look-alikes (no 0, O, 1, I or L), while those issued before, which may hold them, stay valid. */
        Code: string;
        /** @description One line, not blank, without NUL. */
        BusinessName: string;
        /** @description May be empty; without NUL. */
        ContactName: string;
        /** @description Empty, or at least one digit; otherwise digits, spaces and + ( ) . / x - */
        Phone: string;
        /**
         * Format: int32
         * @description The last step done: 0 none, 1 paid, 2 contract sent, 3 contract signed, 4 video watched.
         */
        StepCompleted: number;
        NullableTimestamp: components["schemas"]["Timestamp"] | null;
        /** @description The Add Client form. Surrounding spaces are trimmed; the e-mail is stored lower-cased. */
        NewClient: {
            businessName: components["schemas"]["BusinessName"];
            contactName?: components["schemas"]["ContactName"];
            email: components["schemas"]["Email"];
            phone?: components["schemas"]["Phone"];
            /**
             * @description growth when left out.
             * @default growth
             */
            package: components["schemas"]["Package"];
        };
        AccessCodeIssued: {
            id: components["schemas"]["Id"];
            code: components["schemas"]["Code"];
            expiresAt: components["schemas"]["Timestamp"];
        };
        /** @description One code in a client's history, with when it was issued, e-mailed, redeemed or revoked. */
        AccessCode: {
            id: components["schemas"]["Id"];
            code: components["schemas"]["Code"];
            expiresAt: components["schemas"]["Timestamp"];
            issuedAt: components["schemas"]["Timestamp"];
            emailedAt: components["schemas"]["NullableTimestamp"];
            redeemedAt: components["schemas"]["NullableTimestamp"];
            revokedAt: components["schemas"]["NullableTimestamp"];
            state: components["schemas"]["AccessCodeState"];
        };
        /** @description The client's subscription as payments last reported it (payments.subscription.changed.v1), or a demo payment (`demo`, status trialing, nothing at Stripe). */
        ClientBilling: {
            /**
             * @description Stripe's word for the subscription.
             * @enum {string}
             */
            status: "trialing" | "active" | "past_due" | "unpaid" | "canceled" | "incomplete" | "incomplete_expired" | "paused";
            cancelAtPeriodEnd: boolean;
            currentPeriodEnd: components["schemas"]["NullableTimestamp"];
            /** @description True for a payment skipped in demo mode - shown as trialing (demo). */
            demo: boolean;
            updatedAt: components["schemas"]["Timestamp"];
        };
        /** @description null - no payment yet. */
        NullableClientBilling: components["schemas"]["ClientBilling"] | null;
        /** @description One row of the client list. */
        ClientSummary: {
            id: components["schemas"]["Id"];
            businessName: components["schemas"]["BusinessName"];
            contactName: components["schemas"]["ContactName"];
            email: components["schemas"]["Email"];
            phone: components["schemas"]["Phone"];
            package: components["schemas"]["Package"];
            /** @description The package's label, e.g. 'Growth Package ($39)'. */
            projectType: string;
            monthlyPriceCents: components["schemas"]["MonthlyPrice"];
            billing: components["schemas"]["NullableClientBilling"];
            status: components["schemas"]["ClientStatus"];
            stepCompleted: components["schemas"]["StepCompleted"];
            paymentCompleted: boolean;
            contractSigned: boolean;
            videoWatched: boolean;
            onboardingComplete: boolean;
            projectCompleted: boolean;
            createdAt: components["schemas"]["Timestamp"];
            /** @description The last change to the record (its creation, a step, a new code). */
            lastActivityAt: components["schemas"]["Timestamp"];
            unreadMessages: components["schemas"]["UnreadMessages"];
            waiting: components["schemas"]["NullableWaiting"];
            /** @description When the team last sent the client a reminder of its step; null - never. */
            lastReminderAt: components["schemas"]["NullableTimestamp"];
        };
        /** @description A client, whole - its list row, the times of its steps and its access codes, newest first. */
        ClientDetail: {
            id: components["schemas"]["Id"];
            businessName: components["schemas"]["BusinessName"];
            contactName: components["schemas"]["ContactName"];
            email: components["schemas"]["Email"];
            phone: components["schemas"]["Phone"];
            package: components["schemas"]["Package"];
            /** @description The package's label, e.g. 'Growth Package ($39)'. */
            projectType: string;
            monthlyPriceCents: components["schemas"]["MonthlyPrice"];
            billing: components["schemas"]["NullableClientBilling"];
            status: components["schemas"]["ClientStatus"];
            stepCompleted: components["schemas"]["StepCompleted"];
            paymentCompleted: boolean;
            contractSigned: boolean;
            videoWatched: boolean;
            onboardingComplete: boolean;
            projectCompleted: boolean;
            createdAt: components["schemas"]["Timestamp"];
            lastActivityAt: components["schemas"]["Timestamp"];
            paymentCompletedAt: components["schemas"]["NullableTimestamp"];
            contractSentAt: components["schemas"]["NullableTimestamp"];
            contractSignedAt: components["schemas"]["NullableTimestamp"];
            videoWatchedAt: components["schemas"]["NullableTimestamp"];
            onboardingCompletedAt: components["schemas"]["NullableTimestamp"];
            accessCodes: components["schemas"]["AccessCode"][];
            unreadMessages: components["schemas"]["UnreadMessages"];
            team: components["schemas"]["ClientTeam"];
            completion: components["schemas"]["NullableCompletion"];
            pendingEmail: components["schemas"]["NullablePendingEmail"];
            waiting: components["schemas"]["NullableWaiting"];
            lastReminderAt: components["schemas"]["NullableTimestamp"];
        };
        ClientCreated: {
            client: components["schemas"]["ClientDetail"];
            accessCode: components["schemas"]["AccessCodeIssued"];
        };
        ClientPage: {
            items: components["schemas"]["ClientSummary"][];
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            page: number;
            /**
             * Format: int32
             * @description Pages of pageSize the total fills; 0 when nothing matches.
             */
            pageCount: number;
        };
        /** @description Total Clients, Active Projects, Pending Onboarding and Completed, by the filter definitions, and Unread Messages over all clients. */
        Summary: {
            /** Format: int32 */
            totalClients: number;
            /** Format: int32 */
            activeProjects: number;
            /** Format: int32 */
            pendingOnboarding: number;
            /** Format: int32 */
            completed: number;
            /** @description Messages from clients the team has not read, over all clients. */
            unreadMessages: components["schemas"]["UnreadMessages"];
        };
        /**
         * Format: int32
         * @description Messages from the client the team has not read
         */
        UnreadMessages: number;
        /** @description What a client reads of its own record. */
        ClientView: {
            id: components["schemas"]["Id"];
            businessName: components["schemas"]["BusinessName"];
            contactName: components["schemas"]["ContactName"];
            email: components["schemas"]["Email"];
            phone: components["schemas"]["Phone"];
            package: components["schemas"]["Package"];
            /** @description The package's label, e.g. 'Growth Package ($39)'. */
            projectType: string;
            monthlyPriceCents: components["schemas"]["MonthlyPrice"];
            billing: components["schemas"]["NullableClientBilling"];
            stepCompleted: components["schemas"]["StepCompleted"];
            paymentCompleted: boolean;
            contractSigned: boolean;
            videoWatched: boolean;
            onboardingComplete: boolean;
            projectCompleted: boolean;
            team: components["schemas"]["ClientTeamView"];
            completion: components["schemas"]["NullableCompletion"];
        };
        /** @description The package's label, e.g. 'Growth Package ($39)': one line, not blank, without NUL. */
        ProjectLabel: string;
        /** @description Edit Client. Only the fields sent change (none sent, nothing changes); surrounding spaces are trimmed. */
        ClientEdit: {
            businessName?: components["schemas"]["BusinessName"];
            contactName?: components["schemas"]["ContactName"];
            email?: components["schemas"]["Email"];
            phone?: components["schemas"]["Phone"];
            projectType?: components["schemas"]["ProjectLabel"];
        };
        /** @description Edit Contact Details (the client's own). Only the fields sent change (none sent, nothing changes). */
        ContactEdit: {
            contactName?: components["schemas"]["ContactName"];
            phone?: components["schemas"]["Phone"];
        };
        /** @description A note on the completion or the reopening; may be empty; without NUL. */
        CompletionNote: string;
        ProjectNote: {
            note: components["schemas"]["CompletionNote"];
        };
        /** @description When the team marked the project completed, and its note. */
        Completion: {
            completedAt: components["schemas"]["Timestamp"];
            note: components["schemas"]["CompletionNote"];
        };
        NullableCompletion: components["schemas"]["Completion"] | null;
        /** @description A new e-mail the team asked for, waiting for the client to confirm it from that address. */
        PendingEmail: {
            email: components["schemas"]["Email"];
            requestedAt: components["schemas"]["Timestamp"];
        };
        NullablePendingEmail: components["schemas"]["PendingEmail"] | null;
        /** @description A teammate's display name as identity last reported it. */
        TeammateName: string;
        /** @enum {string} */
        TeamRole: "admin" | "member";
        Teammate: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["TeammateName"];
            role: components["schemas"]["TeamRole"];
        };
        TeammateList: {
            items: components["schemas"]["Teammate"][];
        };
        /** @description A teammate assigned to a client, with the name they go by. */
        Assignee: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["TeammateName"];
        };
        NullableAssignee: components["schemas"]["Assignee"] | null;
        /** @description Who looks after the client; null - not assigned. */
        ClientTeam: {
            projectManager: components["schemas"]["NullableAssignee"];
            leadDeveloper: components["schemas"]["NullableAssignee"];
        };
        NullableAssigneeName: {
            name: components["schemas"]["TeammateName"];
        } | null;
        /** @description Who looks after the client, as the client sees them (names only); null - not assigned. */
        ClientTeamView: {
            projectManager: components["schemas"]["NullableAssigneeName"];
            leadDeveloper: components["schemas"]["NullableAssigneeName"];
        };
        NullableId: components["schemas"]["Id"] | null;
        /** @description The teammates (user ids) to assign; null - not assigned. */
        ClientTeamAssignment: {
            projectManagerId: components["schemas"]["NullableId"];
            leadDeveloperId: components["schemas"]["NullableId"];
        };
        /**
         * Format: date
         * @description A day, YYYY-MM-DD.
         */
        CalendarDate: string;
        /** @description Surrounding spaces are trimmed. */
        MilestoneName: string;
        /** @description A note to the client; empty - none; without NUL. */
        MilestoneNote: string;
        /** @description One milestone of a client's plan; `doneOn` null - not done yet. */
        Milestone: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["MilestoneName"];
            /** Format: int32 */
            position: number;
            plannedOn: components["schemas"]["CalendarDate"];
            doneOn: components["schemas"]["CalendarDate"] | null;
            note: components["schemas"]["MilestoneNote"];
        };
        ProjectPlan: {
            items: components["schemas"]["Milestone"][];
        };
        /** @description A milestone to add; its note may be left out (none). */
        NewMilestone: {
            name: components["schemas"]["MilestoneName"];
            plannedOn: components["schemas"]["CalendarDate"];
            note?: components["schemas"]["MilestoneNote"];
        };
        /** @description What to change; a field left out stays as it is, and a change to nothing changes nothing (200, no event). `doneOn` null - not done. */
        MilestoneChange: {
            plannedOn?: components["schemas"]["CalendarDate"];
            doneOn?: components["schemas"]["CalendarDate"] | null;
            note?: components["schemas"]["MilestoneNote"];
        };
        TemplateMilestone: {
            name: components["schemas"]["MilestoneName"];
            /**
             * Format: int32
             * @description Planned this many days after onboarding completes.
             */
            offsetDays: number;
        };
        ProjectTemplateChange: {
            milestones: components["schemas"]["TemplateMilestone"][];
        };
        ProjectTemplate: {
            milestones: components["schemas"]["TemplateMilestone"][];
            updatedAt: components["schemas"]["Timestamp"];
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "unavailable";
            checks?: {
                [key: string]: "ok" | "down";
            };
        };
        /** Format: uuid */
        Id: string;
        /** Format: email */
        Email: string;
        /** Format: date-time */
        Timestamp: string;
        /** @description The one error shape every service answers with. */
        Error: {
            /** Format: int32 */
            statusCode: number;
            /** @description HTTP reason phrase */
            error: string;
            /** @description Stable machine-readable code */
            code: string;
            /** @description For people. At most an HTTP request head (16 KiB), since a not-found message names the path. */
            message: string;
            /** @description The request's x-request-id (a UUID unless the caller sent one, which the request head bounds). */
            requestId: string;
            /** @description What failed validation, field by field; the first 20 problems. */
            details?: {
                /** @description The part of the request, then a JSON pointer into it (e.g. body/email); within the body limit. */
                path: string;
                message: string;
            }[];
        };
    };
    responses: {
        /** @description The request conflicts with what is stored (the code says what). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Health report. */
        Healthy: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Health"];
            };
        };
        /** @description The request does not match the contract. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid access token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Signed in, but not allowed. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Something failed on our side; the body says no more than that and carries the request id. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such resource. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        MilestoneId: components["schemas"]["Id"];
        ClientId: components["schemas"]["Id"];
        /** @description Case-insensitive partial match on business name, contact name or e-mail. */
        ClientSearch: string;
        ClientFilter: components["schemas"]["ClientFilter"];
        /** @description true - only clients with messages the team has not read (the dashboard's View Unread Messages), with the search and the filter; false or absent - every client they select. */
        ClientUnread: boolean;
        /** @description true - only clients the caller looks after (their project manager or lead developer), with the other filters; false or absent - every client they select. */
        ClientMine: boolean;
        /** @description 1-based. */
        Page: number;
        PageSize: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Healthy"];
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Healthy"];
            503: components["responses"]["Healthy"];
        };
    };
    listClients: {
        parameters: {
            query?: {
                /** @description Case-insensitive partial match on business name, contact name or e-mail. */
                q?: components["parameters"]["ClientSearch"];
                filter?: components["parameters"]["ClientFilter"];
                /** @description true - only clients with messages the team has not read (the dashboard's View Unread Messages), with the search and the filter; false or absent - every client they select. */
                unread?: components["parameters"]["ClientUnread"];
                /** @description true - only clients the caller looks after (their project manager or lead developer), with the other filters; false or absent - every client they select. */
                mine?: components["parameters"]["ClientMine"];
                /** @description 1-based. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of clients and how many match in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewClient"];
            };
        };
        responses: {
            /** @description The client as stored, and its access code. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    getClientSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Summary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientEdit"];
            };
        };
        responses: {
            /** @description The client as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    completeProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectNote"];
            };
        };
        responses: {
            /** @description The client as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    reopenProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectNote"];
            };
        };
        responses: {
            /** @description The client as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    issueAccessCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new code. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessCodeIssued"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    listTeammates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active teammates, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeammateList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    assignClientTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientTeamAssignment"];
            };
        };
        responses: {
            /** @description The client's team as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientTeam"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    sendClientReminder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reminder recorded; the e-mail follows. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReminderSent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    getOwnClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's client record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateOwnContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactEdit"];
            };
        };
        responses: {
            /** @description The caller's record as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getPortalSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    skipPaymentInDemo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PackageChoice"];
            };
        };
        responses: {
            /** @description The caller's record, paid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getOwnContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    sendContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract, sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    signContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignatureRequest"];
            };
        };
        responses: {
            /** @description The contract, signed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    signContractInDemo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract, signed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    downloadOwnContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    markVideoWatched: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's record, complete. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    getClientContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    downloadClientContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    getPaymentStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recent records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentStatusReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getClientMilestones: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectPlan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    addClientMilestone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewMilestone"];
            };
        };
        responses: {
            /** @description The milestone added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Milestone"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    removeClientMilestone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
                milestoneId: components["parameters"]["MilestoneId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    updateClientMilestone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
                milestoneId: components["parameters"]["MilestoneId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MilestoneChange"];
            };
        };
        responses: {
            /** @description The milestone as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Milestone"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getProjectTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    updateProjectTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectTemplateChange"];
            };
        };
        responses: {
            /** @description The template as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getOwnMilestones: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectPlan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
}

// Every component schema of the contract, by its name.
export type PortalSettings = components['schemas']['PortalSettings'];
export type WelcomeVideo = components['schemas']['WelcomeVideo'];
export type PackageChoice = components['schemas']['PackageChoice'];
export type Sha256 = components['schemas']['Sha256'];
export type ContractStatus = components['schemas']['ContractStatus'];
export type ContractSummary = components['schemas']['ContractSummary'];
export type Signature = components['schemas']['Signature'];
export type Contract = components['schemas']['Contract'];
export type SignatureRequest = components['schemas']['SignatureRequest'];
export type SignatureRecord = components['schemas']['SignatureRecord'];
export type ContractRecord = components['schemas']['ContractRecord'];
export type ContractVerification = components['schemas']['ContractVerification'];
export type RecentClient = components['schemas']['RecentClient'];
export type PaymentStatusReport = components['schemas']['PaymentStatusReport'];
export type MonthlyPrice = components['schemas']['MonthlyPrice'];
export type Package = components['schemas']['Package'];
export type ClientStatus = components['schemas']['ClientStatus'];
export type ClientFilter = components['schemas']['ClientFilter'];
export type WaitingStep = components['schemas']['WaitingStep'];
export type Waiting = components['schemas']['Waiting'];
export type NullableWaiting = components['schemas']['NullableWaiting'];
export type ReminderSent = components['schemas']['ReminderSent'];
export type AccessCodeState = components['schemas']['AccessCodeState'];
export type Code = components['schemas']['Code'];
export type BusinessName = components['schemas']['BusinessName'];
export type ContactName = components['schemas']['ContactName'];
export type Phone = components['schemas']['Phone'];
export type StepCompleted = components['schemas']['StepCompleted'];
export type NullableTimestamp = components['schemas']['NullableTimestamp'];
export type NewClient = components['schemas']['NewClient'];
export type AccessCodeIssued = components['schemas']['AccessCodeIssued'];
export type AccessCode = components['schemas']['AccessCode'];
export type ClientBilling = components['schemas']['ClientBilling'];
export type NullableClientBilling = components['schemas']['NullableClientBilling'];
export type ClientSummary = components['schemas']['ClientSummary'];
export type ClientDetail = components['schemas']['ClientDetail'];
export type ClientCreated = components['schemas']['ClientCreated'];
export type ClientPage = components['schemas']['ClientPage'];
export type Summary = components['schemas']['Summary'];
export type UnreadMessages = components['schemas']['UnreadMessages'];
export type ClientView = components['schemas']['ClientView'];
export type ProjectLabel = components['schemas']['ProjectLabel'];
export type ClientEdit = components['schemas']['ClientEdit'];
export type ContactEdit = components['schemas']['ContactEdit'];
export type CompletionNote = components['schemas']['CompletionNote'];
export type ProjectNote = components['schemas']['ProjectNote'];
export type Completion = components['schemas']['Completion'];
export type NullableCompletion = components['schemas']['NullableCompletion'];
export type PendingEmail = components['schemas']['PendingEmail'];
export type NullablePendingEmail = components['schemas']['NullablePendingEmail'];
export type TeammateName = components['schemas']['TeammateName'];
export type TeamRole = components['schemas']['TeamRole'];
export type Teammate = components['schemas']['Teammate'];
export type TeammateList = components['schemas']['TeammateList'];
export type Assignee = components['schemas']['Assignee'];
export type NullableAssignee = components['schemas']['NullableAssignee'];
export type ClientTeam = components['schemas']['ClientTeam'];
export type NullableAssigneeName = components['schemas']['NullableAssigneeName'];
export type ClientTeamView = components['schemas']['ClientTeamView'];
export type NullableId = components['schemas']['NullableId'];
export type ClientTeamAssignment = components['schemas']['ClientTeamAssignment'];
export type CalendarDate = components['schemas']['CalendarDate'];
export type MilestoneName = components['schemas']['MilestoneName'];
export type MilestoneNote = components['schemas']['MilestoneNote'];
export type Milestone = components['schemas']['Milestone'];
export type ProjectPlan = components['schemas']['ProjectPlan'];
export type NewMilestone = components['schemas']['NewMilestone'];
export type MilestoneChange = components['schemas']['MilestoneChange'];
export type TemplateMilestone = components['schemas']['TemplateMilestone'];
export type ProjectTemplateChange = components['schemas']['ProjectTemplateChange'];
export type ProjectTemplate = components['schemas']['ProjectTemplate'];
