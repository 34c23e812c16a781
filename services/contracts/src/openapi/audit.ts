// Generated from openapi/audit.yaml by `npm run generate:api`. Do not edit.

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
    "/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The record's entries, newest first, one page at a time, with optional filters.
         * @description For admins.
         */
        get: operations["listActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/activity/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everyone the record has seen act (team members and clients), for the person filter.
         * @description For admins. Team members first, then clients, each by name.
         */
        get: operations["listActivityPeople"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/activity/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The entries the list shows for the same filters, every page of them, as CSV.
         * @description For admins. Newest first, at most 10000 rows. A cell that starts with =, +, -, @, a tab or a carriage return gets a leading apostrophe, so a spreadsheet shows it as text.
         */
        get: operations["exportActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/history/{subjectType}/{subjectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One record's entries, newest first (the history panel of a client, inquiry, application or post).
         * @description For the team (admins and members). At most the 200 newest entries.
         */
        get: operations["getHistory"];
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
        /** @enum {string} */
        ActorKind: "team" | "client" | "visitor" | "system";
        SubjectType: string;
        /** @description Who did it. A team member has a name and role; a client its client record (and its user, with an account). */
        Actor: {
            kind: components["schemas"]["ActorKind"];
            id: string | null;
            name: string | null;
            /** @enum {string|null} */
            role: "admin" | "member" | null;
            clientId: string | null;
        };
        /** @description The record it was about; the label is the last name the record was seen with. */
        Subject: {
            type: components["schemas"]["SubjectType"];
            id: string | null;
            label: string | null;
        };
        ActivityEntry: {
            id: components["schemas"]["Id"];
            occurredAt: components["schemas"]["Timestamp"];
            /** @description The event's type, e.g. content.post.published.v1. */
            type: string;
            /** @description What was done, from the type, e.g. post.published. */
            action: string;
            actor: components["schemas"]["Actor"];
            subject: components["schemas"]["Subject"];
            before: string | null;
            after: string | null;
            /** @description False for an event whose type or data the contracts do not describe, kept raw. */
            known: boolean;
            /** @description The event's data, without secrets. */
            data: {
                [key: string]: unknown;
            };
        };
        ActivityPage: {
            items: components["schemas"]["ActivityEntry"][];
            /** Format: int32 */
            total: number;
        };
        Person: {
            /** @enum {string} */
            kind: "team" | "client";
            id: string;
            name: string | null;
            /** @enum {string|null} */
            role: "admin" | "member" | null;
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "unavailable";
            checks?: {
                [key: string]: "ok" | "down";
            };
        };
        /** Format: date-time */
        Timestamp: string;
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
    };
    responses: {
        /** @description A CSV file (RFC 4180, UTF-8 with a byte-order mark, CRLF line ends), with a header row. */
        Csv: {
            headers: {
                /** @description attachment; filename="activity-<YYYY-MM-DD>.csv" */
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "text/csv": string;
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
    };
    parameters: {
        /** @description One person's entries (a team member's user id, or a client's). */
        ActorId: string;
        ActorKind: components["schemas"]["ActorKind"];
        /** @description One kind of record (client, inquiry, application, post, team-member, …). */
        SubjectTypeFilter: components["schemas"]["SubjectType"];
        /** @description Entries that happened at or after this moment. */
        From: components["schemas"]["Timestamp"];
        /** @description Entries that happened before this moment. */
        To: components["schemas"]["Timestamp"];
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
    listActivity: {
        parameters: {
            query?: {
                /** @description One person's entries (a team member's user id, or a client's). */
                actorId?: components["parameters"]["ActorId"];
                actorKind?: components["parameters"]["ActorKind"];
                /** @description One kind of record (client, inquiry, application, post, team-member, …). */
                subjectType?: components["parameters"]["SubjectTypeFilter"];
                /** @description Entries that happened at or after this moment. */
                from?: components["parameters"]["From"];
                /** @description Entries that happened before this moment. */
                to?: components["parameters"]["To"];
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of entries and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    listActivityPeople: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The people. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Person"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    exportActivity: {
        parameters: {
            query?: {
                /** @description One person's entries (a team member's user id, or a client's). */
                actorId?: components["parameters"]["ActorId"];
                actorKind?: components["parameters"]["ActorKind"];
                /** @description One kind of record (client, inquiry, application, post, team-member, …). */
                subjectType?: components["parameters"]["SubjectTypeFilter"];
                /** @description Entries that happened at or after this moment. */
                from?: components["parameters"]["From"];
                /** @description Entries that happened before this moment. */
                to?: components["parameters"]["To"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Csv"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subjectType: components["schemas"]["SubjectType"];
                subjectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record's entries (none when nothing was recorded about it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityEntry"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
}

// Every component schema of the contract, by its name.
export type ActorKind = components['schemas']['ActorKind'];
export type SubjectType = components['schemas']['SubjectType'];
export type Actor = components['schemas']['Actor'];
export type Subject = components['schemas']['Subject'];
export type ActivityEntry = components['schemas']['ActivityEntry'];
export type ActivityPage = components['schemas']['ActivityPage'];
export type Person = components['schemas']['Person'];
