// Generated from openapi/identity.yaml by `npm run generate:api`. Do not edit.

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
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password. Answers the same way whether or not the account exists.
         * @description Anonymous; the gateway limits attempts per client address. Identity limits failed sign-ins per account and client address: after 5 failures within 15 minutes, that address's next attempt on the account is `429 RATE_LIMITED` ('Too many attempts. Try again in N seconds.', with `Retry-After`), even with the right password, while other addresses still sign in. Past 100 failures on one account from all addresses within an hour, each address gets one failure per 15 minutes on it, and the account's owner is e-mailed a password-reset link once (`identity.sign-in.throttled.v1`). Unknown e-mails are counted alike. When the counts cannot be read the attempt is refused, `503 RATE_LIMIT_UNAVAILABLE`.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trade the refresh cookie for a new access token and a new refresh cookie.
         * @description Authenticated by the httpOnly refresh cookie; a reused or expired one ends the session.
         */
        post: operations["refreshSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke the refresh token and clear its cookie.
         * @description Always signs out, with or without a valid refresh cookie. The cookie's session ends everywhere: its access tokens (which name it in their `sid` claim) are refused by every service and its live sockets are closed (4401) within seconds, through `identity.sessions.ended.v1`, not only when they expire.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A client creates an account with the access code the team sent, and is signed in.
         * @description Anonymous; the gateway limits access-code attempts (this and `POST /auth/access-code` together) per client address, and identity counts wrong codes against a budget shared by all addresses (see `POST /auth/access-code`). The code is upper-cased (and trimmed) before it is looked up. In one transaction the code is locked and checked, the client account (role `client`, bound to the code's onboarding client) is created, the code is marked redeemed and `identity.client-account.registered.v1` is recorded; two registrations racing with one code give one account. Errors, checked in this order: a password shorter than 8 characters is a validation error (`400 VALIDATION_FAILED`); an unknown, redeemed, revoked or expired code is `400 IDENTITY_ACCESS_CODE_INVALID` ('Invalid or expired access code'); an e-mail that is not the code's (compared case-insensitively) is `400 IDENTITY_ACCESS_CODE_EMAIL_MISMATCH` ('Email does not match the one associated with this access code'); an e-mail that already has an account is `409 IDENTITY_EMAIL_TAKEN`.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/access-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A client signs in with an access code, for the onboarding steps only.
         * @description Anonymous; the gateway limits access-code attempts (this and `POST /auth/register` together) per client address, and refuses them while its counter store is down. The code is upper-cased (and trimmed) before it is looked up. The session is an access token alone (no refresh cookie), valid 60 minutes, with the claims `{ sub: <access code id>, email, role: client, clientId, scope: onboarding }`; the session's `user.id` is the access code's id. It may use the onboarding steps; anything that needs a full account (such as `GET /me`) answers it 403. An unknown, redeemed, revoked or expired code is `401 IDENTITY_ACCESS_CODE_INVALID` ('Invalid or expired access code'), the same for each. Wrong codes (here and in registration) share a budget of 100 an hour across all addresses; once it is spent, until the hour ends, each address gets 3 wrong codes per 15 minutes and its next attempt is `429 RATE_LIMITED` with `Retry-After`, the right code too. When the counts cannot be read the attempt is refused before any code is looked up, `503 RATE_LIMIT_UNAVAILABLE`.
         */
        post: operations["signInWithAccessCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password-reset link by e-mail. Answers the same way whether or not the account exists.
         * @description Anonymous; the gateway limits password-reset requests (this and the confirmation together) per client address. Always `202` with the same body, in comparable time. When the e-mail has an account, a single-use token (32 random bytes, base64url; only its SHA-256 is stored) valid 60 minutes is made and `identity.password-reset.requested.v1` is recorded with the link `<PUBLIC_ORIGIN>/reset-password#type=recovery&token=<token>`, which the notifications service e-mails.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the token from a reset link.
         * @description Anonymous: the token from the link is the credential. Counted by the gateway with the reset requests. On success the password is replaced, the token is used up and every session of the account ends: its refresh tokens are revoked, and its access tokens are refused and its live sockets closed everywhere within seconds (`identity.sessions.ended.v1`), so every session of the account must sign in again. An unknown, used or expired token is `400 IDENTITY_RESET_TOKEN_INVALID` ('This reset link is invalid or has expired.'); a password shorter than 8 characters is a validation error (`400 VALIDATION_FAILED`).
         */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description For any signed-in account (admin, member or client). An access-code session (scope `onboarding`) has no account yet: `403 AUTH_FORBIDDEN`. */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team - its people and its pending invitations, searched and filtered.
         * @description Admins only. People are team accounts (admins and members, never clients), by name; `q` matches a person's or an invitation's name or e-mail (case-insensitive, partial). `role` filters both lists; `status` filters people only (pending invitations are listed unless a status is asked for). Invitations are pending when neither accepted nor revoked; an expired one is listed with `expired`.
         */
        get: operations["listTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/members/{memberId}": {
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
         * Change a person's role.
         * @description Admins only. Records `identity.team-member.role-changed.v1` when the role changes (the same role changes nothing). The role applies to the person's next access token (at most 15 minutes). The last active admin cannot be demoted: `409 IDENTITY_LAST_ADMIN`. A client's id or an unknown one is `404 IDENTITY_TEAM_MEMBER_NOT_FOUND`.
         */
        patch: operations["changeTeamMemberRole"];
        trace?: never;
    };
    "/team/members/{memberId}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a person - they can no longer sign in, and every session of theirs ends.
         * @description Admins only. Every session of the person ends in the same transaction (`identity.sessions.ended.v1`, so every service refuses their tokens and closes their sockets within seconds) and `identity.team-member.deactivated.v1` is recorded. Their sign-in then answers as a wrong password does. Already deactivated changes nothing. The last active admin cannot be deactivated (themselves included): `409 IDENTITY_LAST_ADMIN`. A client's id or an unknown one is `404`.
         */
        post: operations["deactivateTeamMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/members/{memberId}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reactivate a deactivated person - they can sign in again.
         * @description Admins only. Records `identity.team-member.reactivated.v1`; already active changes nothing. A client's id or an unknown one is `404`.
         */
        post: operations["reactivateTeamMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/teammates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The active people of the team, by name - for pickers.
         * @description For the team (admins and members).
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
    "/team/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a person to the team by e-mail.
         * @description Admins only. A single-use token (32 random bytes, base64url; only its SHA-256 is stored) valid 7 days is made and `identity.team-invitation.sent.v1` is recorded with the link `<PUBLIC_ORIGIN>/team/invitation#token=<token>`, which the notifications service e-mails. `409 IDENTITY_EMAIL_TAKEN` when the e-mail (in any case) already has an account; `409 IDENTITY_INVITATION_PENDING` when it has a pending invitation (resend that one instead).
         */
        post: operations["inviteTeamMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/invitations/{invitationId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a pending invitation again, with a new link valid 7 days; the old link stops working.
         * @description Admins only. Records `identity.team-invitation.sent.v1` with `resent: true`. An unknown, accepted or revoked invitation is `404 IDENTITY_INVITATION_NOT_FOUND`.
         */
        post: operations["resendTeamInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/invitations/{invitationId}": {
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
         * Revoke a pending invitation; its link stops working.
         * @description Admins only. Records `identity.team-invitation.revoked.v1`. An unknown, accepted or already revoked invitation is `404 IDENTITY_INVITATION_NOT_FOUND`.
         */
        delete: operations["revokeTeamInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/invitations/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What an invitation link is for, before the person accepts it.
         * @description Anonymous: the token from the link is the credential; the gateway limits attempts per client address. An unknown or revoked token is `400 IDENTITY_INVITATION_INVALID` ('This invitation link is not valid.'); an accepted one `410 IDENTITY_INVITATION_USED` ('This invitation has already been used.'); an expired one `410 IDENTITY_INVITATION_EXPIRED` ('This invitation has expired. Ask an admin to send a new one.').
         */
        post: operations["lookUpTeamInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation - the account is created with the invitation's role, and signed in.
         * @description Anonymous: the token is the credential; counted by the gateway with the look-ups. In one transaction the invitation is locked and checked (errors as for the look-up), the account is created (active, the invitation's e-mail and role, the chosen display name and password), the invitation is marked accepted and `identity.team-member.joined.v1` is recorded; two accepts racing with one token give one account. `409 IDENTITY_EMAIL_TAKEN` if the e-mail got an account meanwhile.
         */
        post: operations["acceptTeamInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's own account.
         * @description For every signed-in account (admin, member, client); an access-code session has no account (`403 AUTH_FORBIDDEN`). `pendingEmail` is the address of a requested e-mail change not confirmed yet.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the caller's display name.
         * @description The name is trimmed (1 to 80 characters). A team member's change records `identity.team-member.renamed.v1`. Access tokens issued from now on carry the name; the current one keeps the old name until it is refreshed.
         */
        patch: operations["renameAccount"];
        trace?: never;
    };
    "/account/time-zone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose the time zone the caller's times are shown and e-mailed in.
         * @description An IANA time zone (`America/Toronto`), or null for the browser's own (e-mails then use the agency's zone). A name that is not a known zone is refused (`400 IDENTITY_TIME_ZONE_UNKNOWN`). Records `identity.account.time-zone-changed.v1` when it changes. Access tokens issued from now on carry the zone.
         */
        put: operations["setAccountTimeZone"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the caller's password; every other session of the account ends.
         * @description The current password is required: a wrong one is `400 IDENTITY_CURRENT_PASSWORD_WRONG` (checked the same way, in the same time, as a right one). Each try counts as a sign-in attempt on the account from the caller's address, with sign-in's limits: after 5 wrong passwords within 15 minutes the next try is `429 RATE_LIMITED` (with `Retry-After`), even with the right one. The caller's own session goes on; every other session ends (`identity.sessions.ended.v1`, reason `password-changed`).
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's active sessions, the most recently seen first.
         * @description One entry per signed-in browser (a refresh-token family that still has a live token). `device` is read from the browser's user agent; `place` is only said for a loopback or private address (there is no address-to-place database), null otherwise; `current` marks the session of the calling token.
         */
        get: operations["listAccountSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign one of the caller's sessions out.
         * @description The session ends everywhere (`identity.sessions.ended.v1`, reason `signed-out`). A session that is not the caller's, or is already over, is `404 IDENTITY_SESSION_NOT_FOUND`. Ending the caller's own session also clears its refresh cookie.
         */
        delete: operations["endAccountSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/sessions/end-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out everywhere, this browser included.
         * @description Every session of the account ends (`identity.sessions.ended.v1`, reason `signed-out`, every access token issued before now refused) and the refresh cookie is cleared.
         */
        post: operations["endAllAccountSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to change the caller's e-mail; the new address confirms it.
         * @description The current password is required (`400 IDENTITY_CURRENT_PASSWORD_WRONG`), each try counted as a sign-in attempt with sign-in's limits (`429 RATE_LIMITED` past them, as for `POST /account/password`). The same address as now is `400 IDENTITY_EMAIL_UNCHANGED`. A single-use link valid 24 hours (`<PUBLIC_ORIGIN>/account/confirm-email#token=<token>`; only the token's SHA-256 is stored) is sent to the new address and a notice without it to the current one (`identity.account.email-change-requested.v1`); an earlier pending change stops working. An address another account has is answered exactly the same (202, pending), so the answer tells nobody who is registered; that address is told instead that it already has an account, with no link (`identity.account.email-change-address-taken.v1`). Each request mails the address asked for: an account may ask EMAIL_CHANGE_ACCOUNT_RATE_LIMIT (5) times and one address be asked for EMAIL_CHANGE_ADDRESS_RATE_LIMIT (3) times per EMAIL_CHANGE_WINDOW_SECONDS (an hour), then `429 RATE_LIMITED` with Retry-After.
         */
        post: operations["requestEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an e-mail change with the token from the link sent to the new address.
         * @description Anonymous: the token is the credential (the link may be opened in another browser). The account's e-mail becomes the new one (`identity.account.email-changed.v1`); its sessions go on. An unknown token is `400 IDENTITY_EMAIL_CHANGE_INVALID`; a used one `410 IDENTITY_EMAIL_CHANGE_USED`; an expired one (or one replaced by a later request) `410 IDENTITY_EMAIL_CHANGE_EXPIRED`; an address that has meanwhile got an account `409 IDENTITY_EMAIL_TAKEN`.
         */
        post: operations["confirmEmailChange"];
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
        Account: {
            id: components["schemas"]["Id"];
            email: components["schemas"]["Email"];
            /** @description The display name; null until one is chosen. */
            name: components["schemas"]["DisplayName"] | null;
            role: components["schemas"]["Role"];
            pendingEmail?: components["schemas"]["Email"];
            /** @description The time zone chosen on the Account page; null (or absent) for the browser's. */
            timeZone?: components["schemas"]["TimeZone"] | null;
        };
        AccountSession: {
            id: components["schemas"]["Id"];
            /** @description Browser and system, e.g. "Chrome on Windows". */
            device: string;
            /** @description The client address the session signed in from; null for sessions older than the record. */
            address: string | null;
            /** @description `This device's network` for a loopback or private address; null otherwise. */
            place: string | null;
            signedInAt: components["schemas"]["Timestamp"];
            lastSeenAt: components["schemas"]["Timestamp"];
            /** @description The session of the calling access token. */
            current: boolean;
        };
        /** Format: password */
        CurrentPassword: string;
        /** @description A display name; surrounding spaces are dropped. */
        DisplayName: string;
        EmailChanged: {
            email: components["schemas"]["Email"];
        };
        /** @description An access code as the client typed it (issued as `MB-` and 6 upper-case letters or digits, without look-alikes since they were left out); the server trims and upper-cases it. */
        AccessCode: string;
        /** Format: password */
        NewPassword: string;
        PasswordResetAccepted: {
            /** @enum {string} */
            status: "accepted";
        };
        /** @description An IANA time zone name, e.g. `America/Edmonton`. */
        TimeZone: string;
        /**
         * @description `admin` (a mentor: everything), `member` (a student: no team management, payments or deletes), `client`.
         * @enum {string}
         */
        Role: "admin" | "member" | "client";
        User: {
            id: components["schemas"]["Id"];
            email: components["schemas"]["Email"];
            role: components["schemas"]["Role"];
            /** @description A team member's display name (absent for clients, and for accounts from before names). */
            name?: string;
            /** @description The time zone the account chose (absent for the browser's). */
            timeZone?: components["schemas"]["TimeZone"];
        };
        Session: {
            /** @description A compact JWS (see the bearer security scheme). */
            accessToken: string;
            /**
             * Format: int32
             * @description Seconds until the access token expires.
             */
            expiresIn: number;
            user: components["schemas"]["User"];
        };
        /**
         * @description `admin` (a mentor) or `member` (a student).
         * @enum {string}
         */
        TeamRole: "admin" | "member";
        /**
         * @description `active`, or `deactivated` (cannot sign in).
         * @enum {string}
         */
        TeamMemberStatus: "active" | "deactivated";
        /** @description The token from the invitation link's hash (43 base64url characters when it is genuine). */
        InvitationToken: string;
        TeamMember: {
            id: components["schemas"]["Id"];
            email: components["schemas"]["Email"];
            /** @description Absent for an account from before display names. */
            name?: string;
            role: components["schemas"]["TeamRole"];
            status: components["schemas"]["TeamMemberStatus"];
            lastSignInAt: components["schemas"]["Timestamp"] | null;
            createdAt: components["schemas"]["Timestamp"];
        };
        TeamInvitation: {
            id: components["schemas"]["Id"];
            email: components["schemas"]["Email"];
            name: string;
            role: components["schemas"]["TeamRole"];
            invitedAt: components["schemas"]["Timestamp"];
            expiresAt: components["schemas"]["Timestamp"];
            /** @description The link has expired; resend to make a new one. */
            expired: boolean;
        };
        Team: {
            members: components["schemas"]["TeamMember"][];
            invitations: components["schemas"]["TeamInvitation"][];
        };
        Teammate: {
            id: components["schemas"]["Id"];
            /** @description The display name */
            name: string;
            role: components["schemas"]["TeamRole"];
        };
        NewTeamInvitation: {
            email: components["schemas"]["Email"];
            name: components["schemas"]["DisplayName"];
            role: components["schemas"]["TeamRole"];
        };
        InvitationDetails: {
            email: components["schemas"]["Email"];
            name: string;
            role: components["schemas"]["TeamRole"];
            expiresAt: components["schemas"]["Timestamp"];
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "unavailable";
            checks?: {
                [key: string]: "ok" | "down";
            };
        };
        /** Format: email */
        Email: string;
        /** Format: uuid */
        Id: string;
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
        /** Format: date-time */
        Timestamp: string;
    };
    responses: {
        /** @description `IDENTITY_LAST_ADMIN` (the last active admin cannot be demoted or deactivated), `IDENTITY_EMAIL_TAKEN` or `IDENTITY_INVITATION_PENDING`. */
        TeamConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `IDENTITY_INVITATION_USED` or `IDENTITY_INVITATION_EXPIRED` (it still counts against the rate limit). */
        InvitationGone: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `RATE_LIMIT_UNAVAILABLE`: the attempt counts could not be read (the gateway's or identity's), so the attempt is refused rather than let through uncounted. */
        LimitsUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `IDENTITY_EMAIL_TAKEN`: an account with this e-mail already exists (it still counts against the rate limit). */
        EmailTaken: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The link was used already, has expired, or was replaced by a later one. */
        Gone: {
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
        /** @description The request does not match the contract (it still counts against the rate limit). */
        LimitedBadRequest: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not signed in as claimed, or a presented access token is not valid. */
        LimitedUnauthorized: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many attempts from this address; try again later. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
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
        MemberId: components["schemas"]["Id"];
        InvitationId: components["schemas"]["Id"];
    };
    requestBodies: never;
    headers: {
        /** @description The refresh cookie (httpOnly, SameSite=Strict, path /api/identity/auth), set or cleared. */
        RefreshCookie: string;
        /** @description Requests this client address may make to the operation per window (sent when the request was counted). */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current window. */
        "X-RateLimit-Remaining": number;
        /** @description Seconds until the window starts again. */
        "X-RateLimit-Reset": number;
        /** @description Seconds to wait before trying again. */
        "Retry-After": number;
    };
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
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: components["schemas"]["Email"];
                    /** Format: password */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Signed in; a refresh cookie is set. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["RefreshCookie"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["LimitedBadRequest"];
            401: components["responses"]["LimitedUnauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["LimitsUnavailable"];
        };
    };
    refreshSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A fresh session; the refresh cookie is replaced. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["RefreshCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out; the refresh cookie is cleared. */
            204: {
                headers: {
                    "Set-Cookie": components["headers"]["RefreshCookie"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accessCode: components["schemas"]["AccessCode"];
                    email: components["schemas"]["Email"];
                    password: components["schemas"]["NewPassword"];
                };
            };
        };
        responses: {
            /** @description The account exists and is signed in; a refresh cookie is set. */
            201: {
                headers: {
                    "Set-Cookie": components["headers"]["RefreshCookie"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["LimitedBadRequest"];
            401: components["responses"]["LimitedUnauthorized"];
            409: components["responses"]["EmailTaken"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["LimitsUnavailable"];
        };
    };
    signInWithAccessCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: components["schemas"]["AccessCode"];
                };
            };
        };
        responses: {
            /** @description Signed in for the onboarding steps; no cookie is set. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["LimitedBadRequest"];
            401: components["responses"]["LimitedUnauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["LimitsUnavailable"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: components["schemas"]["Email"];
                };
            };
        };
        responses: {
            /** @description Accepted; if the address has an account, a reset link is on its way. */
            202: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetAccepted"];
                };
            };
            400: components["responses"]["LimitedBadRequest"];
            401: components["responses"]["LimitedUnauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The token from the link's hash (43 base64url characters when it is genuine). */
                    token: string;
                    password: components["schemas"]["NewPassword"];
                };
            };
        };
        responses: {
            /** @description The password is changed and every session of the account has ended. */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["LimitedBadRequest"];
            401: components["responses"]["LimitedUnauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    listTeam: {
        parameters: {
            query?: {
                q?: string;
                role?: components["schemas"]["TeamRole"];
                status?: components["schemas"]["TeamMemberStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The people and the pending invitations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    changeTeamMemberRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: components["parameters"]["MemberId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    role: components["schemas"]["TeamRole"];
                };
            };
        };
        responses: {
            /** @description The person after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["TeamConflict"];
            500: components["responses"]["InternalError"];
        };
    };
    deactivateTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: components["parameters"]["MemberId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person, deactivated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["TeamConflict"];
            500: components["responses"]["InternalError"];
        };
    };
    reactivateTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: components["parameters"]["MemberId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person, active. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
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
            /** @description Active teammates, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Teammate"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    inviteTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewTeamInvitation"];
            };
        };
        responses: {
            /** @description The invitation, pending. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamInvitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["TeamConflict"];
            500: components["responses"]["InternalError"];
        };
    };
    resendTeamInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationId: components["parameters"]["InvitationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation with its new expiry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamInvitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    revokeTeamInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationId: components["parameters"]["InvitationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
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
            500: components["responses"]["InternalError"];
        };
    };
    lookUpTeamInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: components["schemas"]["InvitationToken"];
                };
            };
        };
        responses: {
            /** @description The invitation. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationDetails"];
                };
            };
            400: components["responses"]["LimitedBadRequest"];
            401: components["responses"]["LimitedUnauthorized"];
            410: components["responses"]["InvitationGone"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    acceptTeamInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: components["schemas"]["InvitationToken"];
                    name: components["schemas"]["DisplayName"];
                    password: components["schemas"]["NewPassword"];
                };
            };
        };
        responses: {
            /** @description The account exists and is signed in; a refresh cookie is set. */
            201: {
                headers: {
                    "Set-Cookie": components["headers"]["RefreshCookie"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["LimitedBadRequest"];
            401: components["responses"]["LimitedUnauthorized"];
            409: components["responses"]["EmailTaken"];
            410: components["responses"]["InvitationGone"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    renameAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: components["schemas"]["DisplayName"];
                };
            };
        };
        responses: {
            /** @description The account with its new name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    setAccountTimeZone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    timeZone: components["schemas"]["TimeZone"] | null;
                };
            };
        };
        responses: {
            /** @description The account with its time zone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: components["schemas"]["CurrentPassword"];
                    newPassword: components["schemas"]["NewPassword"];
                };
            };
        };
        responses: {
            /** @description The password is changed and the other sessions have ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["LimitsUnavailable"];
        };
    };
    listAccountSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSession"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    endAccountSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session has ended. */
            204: {
                headers: {
                    "Set-Cookie": components["headers"]["RefreshCookie"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    endAllAccountSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out everywhere; the refresh cookie is cleared. */
            204: {
                headers: {
                    "Set-Cookie": components["headers"]["RefreshCookie"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    requestEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newEmail: components["schemas"]["Email"];
                    currentPassword: components["schemas"]["CurrentPassword"];
                };
            };
        };
        responses: {
            /** @description The change waits for the new address to confirm it. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["LimitsUnavailable"];
        };
    };
    confirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The token from the link's hash (43 base64url characters when it is genuine). */
                    token: string;
                };
            };
        };
        responses: {
            /** @description The e-mail is changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailChanged"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["EmailTaken"];
            410: components["responses"]["Gone"];
            500: components["responses"]["InternalError"];
        };
    };
}

// Every component schema of the contract, by its name.
export type Account = components['schemas']['Account'];
export type AccountSession = components['schemas']['AccountSession'];
export type CurrentPassword = components['schemas']['CurrentPassword'];
export type DisplayName = components['schemas']['DisplayName'];
export type EmailChanged = components['schemas']['EmailChanged'];
export type AccessCode = components['schemas']['AccessCode'];
export type NewPassword = components['schemas']['NewPassword'];
export type PasswordResetAccepted = components['schemas']['PasswordResetAccepted'];
export type TimeZone = components['schemas']['TimeZone'];
export type Role = components['schemas']['Role'];
export type User = components['schemas']['User'];
export type Session = components['schemas']['Session'];
export type TeamRole = components['schemas']['TeamRole'];
export type TeamMemberStatus = components['schemas']['TeamMemberStatus'];
export type InvitationToken = components['schemas']['InvitationToken'];
export type TeamMember = components['schemas']['TeamMember'];
export type TeamInvitation = components['schemas']['TeamInvitation'];
export type Team = components['schemas']['Team'];
export type Teammate = components['schemas']['Teammate'];
export type NewTeamInvitation = components['schemas']['NewTeamInvitation'];
export type InvitationDetails = components['schemas']['InvitationDetails'];
