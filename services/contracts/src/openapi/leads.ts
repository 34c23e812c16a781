// Generated from openapi/leads.yaml by `npm run generate:api`. Do not edit.

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
        /** A visitor books a strategy call from the "Find Your Solution" wizard. */
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
        /** A visitor leaves an e-mail from a "Where is your business?" stage. */
        post: operations["submitStageInquiry"];
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
        /** Solution inquiries, newest first, with optional status filter and name/e-mail search. */
        get: operations["listInquiries"];
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
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set an inquiry's status; any status may follow any other. */
        patch: operations["updateInquiryStatus"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @enum {string} */
        Challenge: "declining-sales" | "missing-targets" | "customer-churn" | "poor-roi";
        /**
         * @description morning is 9AM-12PM, afternoon 12PM-5PM, evening 5PM-8PM.
         * @enum {string}
         */
        PreferredTime: "morning" | "afternoon" | "evening";
        /** @enum {string} */
        InquiryStatus: "pending" | "contacted" | "scheduled" | "completed" | "cancelled";
        StrategyCallRequest: {
            situationType: components["schemas"]["Challenge"];
            name: string;
            email: components["schemas"]["Email"];
            phone: string;
            preferredTime: components["schemas"]["PreferredTime"];
        };
        StageInquiryRequest: {
            /** @description Business stage 1 (Just Starting) to 5 (Staying at the Top). */
            stage: number;
            email: components["schemas"]["Email"];
        };
        InquiryReceipt: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "pending";
            /** Format: date-time */
            createdAt: string;
        };
        Inquiry: {
            /** Format: uuid */
            id: string;
            /** @description A challenge, business-stage-N or proposal. */
            situationType: string;
            name: string;
            email: string;
            phone: string;
            /** @description morning, afternoon, evening or any. */
            preferredTime: string;
            status: components["schemas"]["InquiryStatus"];
            /** Format: date-time */
            createdAt: string;
        };
        InquiryPage: {
            items: components["schemas"]["Inquiry"][];
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
        /** @description The one error shape every service answers with. */
        Error: {
            statusCode: number;
            /** @description HTTP reason phrase */
            error: string;
            /** @description Stable machine-readable code */
            code: string;
            message: string;
            requestId: string;
            details?: {
                path: string;
                message: string;
            }[];
        };
    };
    responses: {
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
        /** @description Too many attempts; try again later. */
        TooManyRequests: {
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
    parameters: never;
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
            /** @description Stored; the team is told. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
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
            /** @description Stored; the team is told. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquiryReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listInquiries: {
        parameters: {
            query?: {
                status?: components["schemas"]["InquiryStatus"];
                /** @description Case-insensitive partial match on name or e-mail. */
                q?: string;
                limit?: number;
                offset?: number;
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
        };
    };
    updateInquiryStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inquiryId: string;
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
        };
    };
}
