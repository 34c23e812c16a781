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
         * @description For the team (role admin).
         */
        get: operations["listClients"];
        put?: never;
        /**
         * Add a client - its access code and its record, in one transaction.
         * @description For the team (role admin). The access code is `MB-` and 6 random capital letters or digits, tied to the client's e-mail, valid 30 days and unused; the client record is linked to it, and `onboarding.client.invited.v1` is recorded with them, so the client is e-mailed the invitation. 409 ONBOARDING_EMAIL_TAKEN when a client with this e-mail (in any case) already exists.
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
         * @description For the team (role admin). Counted with the list's filter definitions.
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
         * @description For the team (role admin). 404 ONBOARDING_CLIENT_NOT_FOUND when there is no such client.
         */
        get: operations["getClient"];
        put?: never;
        post?: never;
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
         * @description For the team (role admin). Records `onboarding.client.invited.v1` with the revoked codes' ids. 404 ONBOARDING_CLIENT_NOT_FOUND when there is no such client; 409 ONBOARDING_ALREADY_REGISTERED when the client has already registered (one of its codes was redeemed), as an account needs no new code.
         */
        post: operations["issueAccessCode"];
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
         * @description For a client (role client), signed in with an account or with an access code: the record of the token's clientId, never another's. The team (role admin) gets 403. 404 ONBOARDING_CLIENT_NOT_FOUND when the record is gone.
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
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
         * @description all; pending (onboarding not complete); active (onboarding complete, project not completed); completed (project completed).
         * @default all
         * @enum {string}
         */
        ClientFilter: "all" | "pending" | "active" | "completed";
        /**
         * @description redeemed (an account was made with it, even if a revocation crossed it), else revoked, else expired; active is unredeemed, unrevoked and unexpired.
         * @enum {string}
         */
        AccessCodeState: "active" | "redeemed" | "expired" | "revoked";
        /** @description An access code, `MB-` and 6 capital letters or digits. */
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
        /** @description One row of the client list. */
        ClientSummary: {
            id: components["schemas"]["Id"];
            businessName: components["schemas"]["BusinessName"];
            contactName: components["schemas"]["ContactName"];
            email: components["schemas"]["Email"];
            phone: components["schemas"]["Phone"];
            package: components["schemas"]["Package"];
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
        };
        /** @description A client, whole - its list row, the times of its steps and its access codes, newest first. */
        ClientDetail: {
            id: components["schemas"]["Id"];
            businessName: components["schemas"]["BusinessName"];
            contactName: components["schemas"]["ContactName"];
            email: components["schemas"]["Email"];
            phone: components["schemas"]["Phone"];
            package: components["schemas"]["Package"];
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
        /** @description Total Clients, Active Projects, Pending Onboarding and Completed, by the filter definitions. */
        Summary: {
            /** Format: int32 */
            totalClients: number;
            /** Format: int32 */
            activeProjects: number;
            /** Format: int32 */
            pendingOnboarding: number;
            /** Format: int32 */
            completed: number;
        };
        /** @description What a client reads of its own record. */
        ClientView: {
            id: components["schemas"]["Id"];
            businessName: components["schemas"]["BusinessName"];
            contactName: components["schemas"]["ContactName"];
            email: components["schemas"]["Email"];
            phone: components["schemas"]["Phone"];
            package: components["schemas"]["Package"];
            stepCompleted: components["schemas"]["StepCompleted"];
            paymentCompleted: boolean;
            contractSigned: boolean;
            videoWatched: boolean;
            onboardingComplete: boolean;
            projectCompleted: boolean;
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
        ClientId: components["schemas"]["Id"];
        /** @description Case-insensitive partial match on business name, contact name or e-mail. */
        ClientSearch: string;
        ClientFilter: components["schemas"]["ClientFilter"];
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
}
