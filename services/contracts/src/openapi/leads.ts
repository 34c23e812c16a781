// Generated from openapi/leads.yaml by `npm run generate:api`. Do not edit.

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
    "/inquiries/strategy-call": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A visitor books a strategy call from the "Find Your Solution" wizard.
         * @description Anonymous; the gateway limits submissions per client address.
         */
        post: operations["submitStrategyCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inquiries/stage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A visitor leaves an e-mail from a "Where is your business?" stage.
         * @description Anonymous; the gateway limits submissions per client address.
         */
        post: operations["submitStageInquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inquiries/proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A business owner asks for a proposal from the three-step form at /proposal.
         * @description Anonymous; the gateway limits submissions per client address. Stored as an inquiry with situation `proposal`, the business name as its name (the e-mail when the name was left empty: step 1 is not enforced), the timeline as its preferred time, and every other field in its details.
         */
        post: operations["submitProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A student applies to the volunteer program from /workshop.
         * @description Anonymous; the gateway limits submissions per client address. New applications are pending.
         */
        post: operations["submitApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/inquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Solution inquiries, newest first, with optional status filter and name/e-mail search.
         * @description For the team (roles admin and member).
         */
        get: operations["listInquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/inquiries/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inquiries the list shows for the same filters, every page of them, as CSV.
         * @description For the team (roles admin and member). Newest first, at most 10000 rows. A cell that starts with =, +, -, @, a tab or a carriage return gets a leading apostrophe, so a spreadsheet shows it as text.
         */
        get: operations["exportInquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/inquiries/{inquiryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One inquiry, with a proposal's details.
         * @description For the team (roles admin and member).
         */
        get: operations["getInquiry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set an inquiry's status; any status may follow any other.
         * @description For the team (roles admin and member).
         */
        patch: operations["updateInquiryStatus"];
        trace?: never;
    };
    "/admin/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Volunteer applications, newest first, with optional status filter and name/e-mail/university search.
         * @description For the team (roles admin and member).
         */
        get: operations["listApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/applications/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The applications the list shows for the same filters, every page of them, as CSV.
         * @description For the team (roles admin and member). Newest first, at most 10000 rows. A cell that starts with =, +, -, @, a tab or a carriage return gets a leading apostrophe, so a spreadsheet shows it as text.
         */
        get: operations["exportApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/applications/{applicationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One volunteer application, whole.
         * @description For the team (roles admin and member).
         */
        get: operations["getApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set an application's status; any status may follow any other.
         * @description For the team (roles admin and member).
         */
        patch: operations["updateApplicationStatus"];
        trace?: never;
    };
    "/admin/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One lead inbox - every inquiry, proposal and application an e-mail address has sent, newest first.
         * @description For the team (roles admin and member). The address matches case-insensitively and whole (not a partial match). At most the 200 newest.
         */
        get: operations["listLeadsByEmail"];
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
        Challenge: "declining-sales" | "missing-targets" | "customer-churn" | "poor-roi";
        /**
         * @description The call window the visitor prefers; the site and the team e-mail show its hours.
         * @enum {string}
         */
        PreferredTime: "morning" | "afternoon" | "evening";
        /** @enum {string} */
        InquiryStatus: "pending" | "contacted" | "scheduled" | "completed" | "cancelled";
        /** @description A lower-case word or words joined by hyphens, e.g. business-stage-3. */
        Slug: string;
        /** @description At least one digit; otherwise digits, spaces and + ( ) . / x - */
        Phone: string;
        /** @description One line a visitor typed (may be empty), without NUL. */
        ShortText: string;
        /** @description Free text a visitor typed (may be empty), without NUL. */
        LongText: string;
        /** @description One line, not blank, without NUL. */
        RequiredShortText: string;
        /** @description Free text, not blank, without NUL. */
        RequiredLongText: string;
        /** @enum {string} */
        Industry: "retail" | "healthcare" | "technology" | "education" | "hospitality" | "professional" | "other";
        /**
         * @description When the project should start: immediate, soon, flexible or planning.
         * @enum {string}
         */
        Timeline: "immediate" | "soon" | "flexible" | "planning";
        ProposalRequest: {
            businessName?: components["schemas"]["ShortText"];
            /** @description Empty when not chosen. */
            industry?: components["schemas"]["Industry"] | "";
            teamSize?: components["schemas"]["ShortText"];
            existingTech?: components["schemas"]["LongText"];
            projectScope?: components["schemas"]["LongText"];
            timeline: components["schemas"]["Timeline"];
            budget?: components["schemas"]["ShortText"];
            goals: components["schemas"]["RequiredLongText"];
            challenges?: components["schemas"]["LongText"];
            email: components["schemas"]["Email"];
            phone: components["schemas"]["Phone"];
        };
        /** @description Everything a proposal request carried besides its contact; empty strings for what was left out. */
        ProposalDetails: {
            businessName: components["schemas"]["ShortText"];
            industry: components["schemas"]["Industry"] | "";
            teamSize: components["schemas"]["ShortText"];
            existingTech: components["schemas"]["LongText"];
            projectScope: components["schemas"]["LongText"];
            timeline: components["schemas"]["Timeline"];
            budget: components["schemas"]["ShortText"];
            goals: components["schemas"]["LongText"];
            challenges: components["schemas"]["LongText"];
        };
        /** @enum {string} */
        ApplicationStatus: "pending" | "reviewing" | "accepted" | "rejected";
        /**
         * @description First to fourth year, or 5+ for fifth year or above.
         * @enum {string}
         */
        StudyYear: "1" | "2" | "3" | "4" | "5+";
        /**
         * @description The term the student can give 10-15 hours a week: winter (January-April), spring (Spring/Summer, May-September) or fall (September-December).
         * @enum {string}
         */
        Availability: "winter" | "spring" | "fall";
        /** @enum {string} */
        Interest: "Social Media Marketing" | "Web Development" | "Content Creation" | "Digital Marketing" | "Business Strategy" | "Graphic Design";
        ApplicationRequest: {
            name: string;
            email: components["schemas"]["Email"];
            phone: components["schemas"]["Phone"];
            university: components["schemas"]["RequiredShortText"];
            program: components["schemas"]["RequiredShortText"];
            year: components["schemas"]["StudyYear"];
            experience: components["schemas"]["RequiredLongText"];
            availability: components["schemas"]["Availability"];
            /** @description Optional; none when left out. */
            interests?: components["schemas"]["Interest"][];
            motivation: components["schemas"]["RequiredLongText"];
        };
        ApplicationReceipt: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            status: "pending";
            createdAt: components["schemas"]["Timestamp"];
        };
        Application: {
            id: components["schemas"]["Id"];
            name: string;
            email: components["schemas"]["Email"];
            phone: string;
            university: components["schemas"]["ShortText"];
            program: components["schemas"]["ShortText"];
            year: components["schemas"]["StudyYear"];
            experience: components["schemas"]["LongText"];
            availability: components["schemas"]["Availability"];
            interests: components["schemas"]["Interest"][];
            motivation: components["schemas"]["LongText"];
            status: components["schemas"]["ApplicationStatus"];
            createdAt: components["schemas"]["Timestamp"];
        };
        ApplicationPage: {
            items: components["schemas"]["Application"][];
            /** Format: int32 */
            total: number;
        };
        /** @description One thing the address sent; `inquiry` is set for an inquiry or proposal, `application` for an application. */
        LeadEntry: {
            /** @enum {string} */
            kind: "inquiry" | "proposal" | "application";
            createdAt: components["schemas"]["Timestamp"];
            inquiry: components["schemas"]["Inquiry"] | null;
            application: components["schemas"]["Application"] | null;
        };
        LeadHistory: {
            email: components["schemas"]["Email"];
            items: components["schemas"]["LeadEntry"][];
        };
        StrategyCallRequest: {
            situationType: components["schemas"]["Challenge"];
            name: string;
            email: components["schemas"]["Email"];
            /** @description At least one digit; otherwise digits, spaces and + ( ) . / x - */
            phone: string;
            preferredTime: components["schemas"]["PreferredTime"];
        };
        StageInquiryRequest: {
            /**
             * Format: int32
             * @description Business stage 1 (Just Starting) to 5 (Staying at the Top).
             */
            stage: number;
            email: components["schemas"]["Email"];
        };
        InquiryReceipt: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            status: "pending";
            createdAt: components["schemas"]["Timestamp"];
        };
        Inquiry: {
            id: components["schemas"]["Id"];
            /** @description A challenge, business-stage-N or proposal. */
            situationType: components["schemas"]["Slug"];
            /** @description The visitor's name, or their e-mail for a stage inquiry. */
            name: string;
            email: components["schemas"]["Email"];
            /** @description Empty for a stage inquiry. */
            phone: string;
            /** @description morning, afternoon, evening or any; a proposal's timeline. */
            preferredTime: components["schemas"]["Slug"];
            status: components["schemas"]["InquiryStatus"];
            createdAt: components["schemas"]["Timestamp"];
            /** @description A proposal's other fields; null for other inquiries. */
            details: components["schemas"]["ProposalDetails"] | null;
        };
        InquiryPage: {
            items: components["schemas"]["Inquiry"][];
            /** Format: int32 */
            total: number;
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
        /** @description Stored; the team is told. */
        Received: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["InquiryReceipt"];
            };
        };
        /** @description Stored; the team is told and the applicant gets a confirmation. */
        ApplicationReceived: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApplicationReceipt"];
            };
        };
        /** @description A CSV file (RFC 4180, UTF-8 with a byte-order mark, CRLF line ends), with a header row. */
        Csv: {
            headers: {
                /** @description attachment; filename="<list>-<YYYY-MM-DD>.csv" */
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
        InquiryId: components["schemas"]["Id"];
        ApplicationId: components["schemas"]["Id"];
        InquiryStatusFilter: components["schemas"]["InquiryStatus"];
        /** @description Case-insensitive partial match on name or e-mail. */
        InquirySearch: string;
        ApplicationStatusFilter: components["schemas"]["ApplicationStatus"];
        /** @description Case-insensitive partial match on name, e-mail or university. */
        ApplicationSearch: string;
        Limit: number;
        Offset: number;
    };
    requestBodies: never;
    headers: {
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
    submitStrategyCall: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StrategyCallRequest"];
            };
        };
        responses: {
            201: components["responses"]["Received"];
            400: components["responses"]["LimitedBadRequest"];
            401: components["responses"]["LimitedUnauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    submitStageInquiry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StageInquiryRequest"];
            };
        };
        responses: {
            201: components["responses"]["Received"];
            400: components["responses"]["LimitedBadRequest"];
            401: components["responses"]["LimitedUnauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    submitProposal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProposalRequest"];
            };
        };
        responses: {
            201: components["responses"]["Received"];
            400: components["responses"]["LimitedBadRequest"];
            401: components["responses"]["LimitedUnauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    submitApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationRequest"];
            };
        };
        responses: {
            201: components["responses"]["ApplicationReceived"];
            400: components["responses"]["LimitedBadRequest"];
            401: components["responses"]["LimitedUnauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listInquiries: {
        parameters: {
            query?: {
                status?: components["parameters"]["InquiryStatusFilter"];
                /** @description Case-insensitive partial match on name or e-mail. */
                q?: components["parameters"]["InquirySearch"];
                limit?: components["parameters"]["Limit"];
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of inquiries and the total that match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    exportInquiries: {
        parameters: {
            query?: {
                status?: components["parameters"]["InquiryStatusFilter"];
                /** @description Case-insensitive partial match on name or e-mail. */
                q?: components["parameters"]["InquirySearch"];
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
    getInquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: components["parameters"]["InquiryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The inquiry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Inquiry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateInquiryStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: components["parameters"]["InquiryId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status: components["schemas"]["InquiryStatus"];
                };
            };
        };
        responses: {
            /** @description The inquiry as it now stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Inquiry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listApplications: {
        parameters: {
            query?: {
                status?: components["parameters"]["ApplicationStatusFilter"];
                /** @description Case-insensitive partial match on name, e-mail or university. */
                q?: components["parameters"]["ApplicationSearch"];
                limit?: components["parameters"]["Limit"];
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of applications and the total that match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    exportApplications: {
        parameters: {
            query?: {
                status?: components["parameters"]["ApplicationStatusFilter"];
                /** @description Case-insensitive partial match on name, e-mail or university. */
                q?: components["parameters"]["ApplicationSearch"];
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
    getApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateApplicationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status: components["schemas"]["ApplicationStatus"];
                };
            };
        };
        responses: {
            /** @description The application as it now stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listLeadsByEmail: {
        parameters: {
            query: {
                email: components["schemas"]["Email"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the address has sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadHistory"];
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
export type Challenge = components['schemas']['Challenge'];
export type PreferredTime = components['schemas']['PreferredTime'];
export type InquiryStatus = components['schemas']['InquiryStatus'];
export type Slug = components['schemas']['Slug'];
export type Phone = components['schemas']['Phone'];
export type ShortText = components['schemas']['ShortText'];
export type LongText = components['schemas']['LongText'];
export type RequiredShortText = components['schemas']['RequiredShortText'];
export type RequiredLongText = components['schemas']['RequiredLongText'];
export type Industry = components['schemas']['Industry'];
export type Timeline = components['schemas']['Timeline'];
export type ProposalRequest = components['schemas']['ProposalRequest'];
export type ProposalDetails = components['schemas']['ProposalDetails'];
export type ApplicationStatus = components['schemas']['ApplicationStatus'];
export type StudyYear = components['schemas']['StudyYear'];
export type Availability = components['schemas']['Availability'];
export type Interest = components['schemas']['Interest'];
export type ApplicationRequest = components['schemas']['ApplicationRequest'];
export type ApplicationReceipt = components['schemas']['ApplicationReceipt'];
export type Application = components['schemas']['Application'];
export type ApplicationPage = components['schemas']['ApplicationPage'];
export type LeadEntry = components['schemas']['LeadEntry'];
export type LeadHistory = components['schemas']['LeadHistory'];
export type StrategyCallRequest = components['schemas']['StrategyCallRequest'];
export type StageInquiryRequest = components['schemas']['StageInquiryRequest'];
export type InquiryReceipt = components['schemas']['InquiryReceipt'];
export type Inquiry = components['schemas']['Inquiry'];
export type InquiryPage = components['schemas']['InquiryPage'];
