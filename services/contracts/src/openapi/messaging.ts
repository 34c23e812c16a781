// Generated from openapi/messaging.yaml by `npm run generate:api`. Do not edit.

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
    "/client/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's own thread with the team, oldest first.
         * @description For a client with an account (an access-code session is refused with 403: the dashboard needs an account). Only the thread of the token's clientId. `after` returns the messages after that sequence number only (to catch up). 404 MESSAGING_CLIENT_NOT_FOUND when no client record is known for the account.
         */
        get: operations["listClientMessages"];
        put?: never;
        /**
         * The client sends a message to the team.
         * @description For a client with an account. The message goes into the caller's own thread as the client, whatever else the body says (a body with any field but `message` is a 400); the sender name is the client's contact name, else the local part of its e-mail, else 'Client'. The text is trimmed and must not be empty. `fileIds` attaches files the client has just shared (see NewMessage). Publishes `messaging.message.sent.v1`. 404 MESSAGING_CLIENT_NOT_FOUND when no client record is known.
         */
        post: operations["sendClientMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/messages/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The client has read the team's messages of its thread (opening the dashboard).
         * @description For a client with an account. Marks every team message of the caller's thread not yet read by the client as read now; publishes `messaging.messages.read.v1` when there was any. 404 MESSAGING_CLIENT_NOT_FOUND.
         */
        post: operations["markClientMessagesRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/meetings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's meetings (Upcoming Meetings), earliest first.
         * @description For a client with an account; only its own meetings. 404 MESSAGING_CLIENT_NOT_FOUND.
         */
        get: operations["listClientMeetings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team-hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team's working hours, as configured for bookings.
         * @description For a client with an account and the team. The hours the team is available and takes calls: BOOKING_DAY_START to BOOKING_DAY_END (HH:MM) in BOOKING_TIME_ZONE, on the weekdays given (1 Monday to 7 Sunday). The screens state them in the viewer's own time zone.
         */
        get: operations["getTeamHours"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/meetings/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The 30-minute slots the client can book, earliest first.
         * @description For a client with an account. Weekdays within the team's hours (BOOKING_TIME_ZONE, BOOKING_DAY_START to BOOKING_DAY_END), at least BOOKING_MIN_NOTICE_HOURS ahead, for the next BOOKING_DAYS_AHEAD days, each with at least one team member free (the client's project manager or anyone else), and none overlapping a call the client already has (booked by it or the team). Times are instants (UTC); the screens show them in the viewer's own time zone. 404 MESSAGING_CLIENT_NOT_FOUND.
         */
        get: operations["listClientBookingSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/meetings/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The client books one of the offered slots.
         * @description For a client with an account. The call is assigned to the client's project manager when free, else to any team member free in that slot; never two bookings of one slot for one team member (a unique index). Publishes `messaging.meeting.scheduled.v1` (bookedBy client). A client holds one call at a time and at most BOOKING_MAX_UPCOMING_CALLS (2 by default) it booked itself that have not ended: 409 MESSAGING_BOOKING_OVERLAPS for a time overlapping another of its calls, 409 MESSAGING_BOOKING_LIMIT_REACHED when it has that many already; one client's bookings are taken one at a time. 409 MESSAGING_SLOT_TAKEN when nobody is free any more; 400 MESSAGING_SLOT_NOT_OFFERED for a time that is not an offered slot.
         */
        post: operations["bookCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/meetings/bookings/{meetingId}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                meetingId: components["parameters"]["MeetingId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The client moves its own booked call to another offered slot.
         * @description Only a call the client booked itself, of its own client id, up to BOOKING_CHANGE_NOTICE_MS before it starts (later: 409 MESSAGING_BOOKING_NOTICE_PASSED); 409 MESSAGING_BOOKING_OVERLAPS for a time overlapping another of the client's calls. Publishes `messaging.meeting.updated.v1`.
         */
        post: operations["rescheduleBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/meetings/bookings/{meetingId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                meetingId: components["parameters"]["MeetingId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The client cancels its own booked call.
         * @description Only a call the client booked itself, up to BOOKING_CHANGE_NOTICE_MS before it starts (later: 409 MESSAGING_BOOKING_NOTICE_PASSED). The call stays in history as cancelled. Publishes `messaging.meeting.cancelled.v1`.
         */
        post: operations["cancelBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/{clientId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        /**
         * A client's thread, oldest first (admin client messages).
         * @description Team only (roles admin and member). `after` as for the client. 404 MESSAGING_CLIENT_NOT_FOUND for a client not known.
         */
        get: operations["listTeamMessages"];
        put?: never;
        /**
         * A team member sends a message to the client.
         * @description Team only. Stored as a team message, already read by the team and not yet by the client; the sender name is the local part of the team member's e-mail, else 'Team Member'. The text is trimmed and must not be empty. Publishes `messaging.message.sent.v1`. 404 MESSAGING_CLIENT_NOT_FOUND for a client not known.
         */
        post: operations["sendTeamMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/{clientId}/messages/read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The team has read the client's messages (opening the client's messages).
         * @description Team only. Marks every client message of the thread not yet read by the team as read now; publishes `messaging.messages.read.v1` when there was any. 404 MESSAGING_CLIENT_NOT_FOUND.
         */
        post: operations["markTeamMessagesRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/{clientId}/meetings": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        /**
         * A client's meetings, earliest first.
         * @description Team only. 404 MESSAGING_CLIENT_NOT_FOUND for a client not known.
         */
        get: operations["listTeamMeetings"];
        put?: never;
        /**
         * Schedule Call - a 30-minute 'Scheduled Call' with the client, at the next working slot.
         * @description Team only; takes no body. Creates a meeting titled 'Scheduled Call' at the first slot of the team's hours (as the client's booking slots: weekdays, BOOKING_DAY_START to BOOKING_DAY_END in BOOKING_TIME_ZONE, at least BOOKING_MIN_NOTICE_HOURS ahead) in which the team member is free (24 hours from now if none), 30 minutes long, status scheduled, with the team member who asked (it keeps them busy for the client's bookings), and publishes `messaging.meeting.scheduled.v1`. 404 MESSAGING_CLIENT_NOT_FOUND; 409 MESSAGING_SLOT_TAKEN in the unlikely case that they already have a meeting starting at that very moment.
         */
        post: operations["scheduleCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/{clientId}/meetings/slots": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        /**
         * The slots the client can book now, as the client sees them.
         * @description Team only. 404 MESSAGING_CLIENT_NOT_FOUND.
         */
        get: operations["listTeamBookingSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/{clientId}/meetings/{meetingId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
                meetingId: components["parameters"]["MeetingId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * The team changes a meeting's title, time, length or video link.
         * @description Team only. Fields left out stay as they are; `videoUrl` null removes the link (https only). A cancelled meeting cannot change (409 MESSAGING_MEETING_CANCELLED); a time its team member already has another meeting at is 409 MESSAGING_SLOT_TAKEN. Publishes `messaging.meeting.updated.v1`. 404 MESSAGING_MEETING_NOT_FOUND for a meeting not of this client.
         */
        patch: operations["updateMeeting"];
        trace?: never;
    };
    "/admin/clients/{clientId}/meetings/{meetingId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
                meetingId: components["parameters"]["MeetingId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The team cancels a meeting; it stays in history as cancelled.
         * @description Team only. Publishes `messaging.meeting.cancelled.v1`. 409 MESSAGING_MEETING_CANCELLED when it already is; 404 MESSAGING_MEETING_NOT_FOUND.
         */
        post: operations["cancelMeeting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The files shared between the caller and the team, newest first, with the space they use.
         * @description For a client with an account; only the token's own client. 404 MESSAGING_CLIENT_NOT_FOUND when no client record is known for the account.
         */
        get: operations["listClientFiles"];
        put?: never;
        /**
         * The client shares a file with the team.
         * @description For a client with an account, into its own files. One file per request (the web sends several at once, each in its own request), as the multipart field `file`. See `uploadTeamFile` for the checks and answers. Publishes `messaging.file.shared.v1`.
         */
        post: operations["uploadClientFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * The client deletes a file it uploaded.
         * @description For a client with an account: only a file this account uploaded (403 MESSAGING_FILE_NOT_YOURS for the team's files); a file of another client is 404 MESSAGING_FILE_NOT_FOUND. Publishes `messaging.file.deleted.v1`.
         */
        delete: operations["deleteClientFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/files/{fileId}/link": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        /**
         * A signed download link to one of the caller's files, good for 5 minutes.
         * @description For a client with an account; a file of another client is 404 MESSAGING_FILE_NOT_FOUND.
         */
        get: operations["clientFileLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/{clientId}/files": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        /**
         * A client's files, newest first, with the space they use (the team's Files panel).
         * @description Team only (roles admin and member). 404 MESSAGING_CLIENT_NOT_FOUND for a client not known.
         */
        get: operations["listTeamFiles"];
        put?: never;
        /**
         * The team shares a file with a client.
         * @description Team only (roles admin and member). One file per request, as the multipart field `file`, at most 25 MiB (413 UPLOAD_TOO_LARGE at the first byte over, while it streams to storage). Its type is read from its first bytes, never from its name or the declared type: PNG, JPEG, GIF, WebP, PDF, ZIP (and the zip-based docx, xlsx, pptx), the older Office files (OLE), and plain text or CSV (valid UTF-8 without NUL bytes, not starting with markup); anything else, SVG and HTML included, or a name whose extension says another of these types (a `.pdf` that is not a PDF), is 415 MESSAGING_FILE_TYPE_REFUSED. An empty file is 400 MESSAGING_FILE_EMPTY. A file that would take the client's files over their quota (FILES_QUOTA_BYTES, 1 GiB by default) is 409 MESSAGING_FILE_QUOTA_FULL. An upload cut short (400 UPLOAD_INTERRUPTED, or a dropped connection) or refused leaves nothing: no object, no row, no event. The name is kept for display only, without folders, control characters or more than 200 characters. Publishes `messaging.file.shared.v1`. 404 MESSAGING_CLIENT_NOT_FOUND for a client not known.
         */
        post: operations["uploadTeamFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/{clientId}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * The team deletes a file the team shared.
         * @description Team only (roles admin and member): any file the team uploaded to this client, whoever of the team did (the team's files are the team's, like its messages); a file the client uploaded is 403 MESSAGING_FILE_NOT_YOURS. A file not of this client is 404 MESSAGING_FILE_NOT_FOUND. Publishes `messaging.file.deleted.v1`.
         */
        delete: operations["deleteTeamFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/{clientId}/files/{fileId}/link": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        /**
         * A signed download link to one of a client's files, good for 5 minutes.
         * @description Team only. A file not of this client is 404 MESSAGING_FILE_NOT_FOUND.
         */
        get: operations["teamFileLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{fileId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        /**
         * A file's bytes, through the signed link `clientFileLink` or `teamFileLink` gave.
         * @description Needs no header: the link itself is the permission (an HMAC of the file id, its client id and the expiry, with FILE_LINK_SECRET). A link changed in any way, or for a file since deleted, is 403 MESSAGING_FILE_LINK_INVALID; one past its expiry is 403 MESSAGING_FILE_LINK_EXPIRED. Sent as an attachment (`Content-Disposition: attachment; filename*=UTF-8''…`) with `X-Content-Type-Options: nosniff`, `Cache-Control: private, no-store`, and the type its bytes were found to be (text as `text/plain`).
         */
        get: operations["downloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * New messages, read marks and meetings as they happen, over a WebSocket.
         * @description A client with an account, or the team. The access token comes with the upgrade (the `agency_access` cookie or the Authorization header), or, when the upgrade has neither, as the first frame (`LiveAuthFrame`); without one the upgrade is a 401 (or the socket closes with 4401), an access-code session a 403 (4403). The socket then sends one `LiveSubscribeFrame`: a client names no thread or its own (another closes the socket with 4403); the team names a client's thread, or none for every thread. A frame that is not a subscription closes the socket with 4400. The service answers with the messages of the thread after `afterSeq` (`LiveMessageFrame`, oldest first), then `LiveSubscribedFrame`, then live `LiveMessageFrame`, `LiveReadFrame`, `LiveMeetingFrame`, `LiveProjectFrame`, `LiveFileFrame` and `LiveBillingFrame` frames of that thread; no message is sent twice on one socket. The socket is closed with 4401 when its access token expires or its session ends (signed out, password reset): the client refreshes its session and subscribes again from the last message it has. Through the gateway, an upgrade is taken from the site's own origin only, or, without an `Origin` header (not a browser), with the token in the Authorization header; any other is refused with 403 before the upgrade.
         */
        get: operations["watchThreads"];
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
         * Format: int64
         * @description A message's place in the order of every message (increasing, shared by all threads).
         */
        Seq: number;
        /**
         * Format: int64
         * @default 0
         */
        Seq0: number;
        /** @enum {string} */
        SenderType: "client" | "team";
        /** @description Plain text (never rendered as HTML), trimmed before it is stored. */
        MessageText: string;
        NewMessage: {
            message: components["schemas"]["MessageText"];
            /** @description Files this side has just shared (the upload routes) that the message carries: each must be the client's, uploaded by the sending side and carried by no other message (else 400 MESSAGING_ATTACHMENT_INVALID). They stay in the client's Files too. */
            fileIds?: components["schemas"]["Id"][];
        };
        Attachment: {
            fileId: components["schemas"]["Id"];
            name: string;
            /** Format: int64 */
            size: number;
            contentType: string;
        };
        Message: {
            id: components["schemas"]["Id"];
            seq: components["schemas"]["Seq"];
            clientId: components["schemas"]["Id"];
            senderType: components["schemas"]["SenderType"];
            senderName: string;
            message: string;
            createdAt: components["schemas"]["Timestamp"];
            /** @description When the client read it (a client's own message, when it was sent); null while unread ('Sent'). */
            readByClientAt: components["schemas"]["Timestamp"] | null;
            /** @description When the team read it (a team message, when it was sent); null while unread. */
            readByTeamAt: components["schemas"]["Timestamp"] | null;
            /** @description The files the message carries (left out when none); a deleted file is no longer listed. */
            attachments?: components["schemas"]["Attachment"][];
        };
        Thread: {
            clientId: components["schemas"]["Id"];
            messages: components["schemas"]["Message"][];
        };
        ReadMark: {
            clientId: components["schemas"]["Id"];
            readBy: components["schemas"]["SenderType"];
            /**
             * Format: int32
             * @description How many messages this marked read.
             */
            count: number;
            /** @description The last message marked; null when there was none to mark. */
            upToSeq: components["schemas"]["Seq"] | null;
            readAt: components["schemas"]["Timestamp"];
        };
        /** @enum {string} */
        MeetingStatus: "scheduled" | "completed" | "cancelled";
        Meeting: {
            id: components["schemas"]["Id"];
            clientId: components["schemas"]["Id"];
            title: string;
            description: string | null;
            scheduledAt: components["schemas"]["Timestamp"];
            /** Format: int32 */
            durationMinutes: number;
            status: components["schemas"]["MeetingStatus"];
            createdAt: components["schemas"]["Timestamp"];
            /** @description The link 'Join Meeting' opens; null when there is none yet. */
            videoUrl: components["schemas"]["VideoUrl"] | null;
            /**
             * @description Who made it - the team (Schedule Call) or the client (a booked slot, which it may move or cancel).
             * @enum {string}
             */
            bookedBy: "team" | "client";
        };
        /** @description An https link to the video call. */
        VideoUrl: string;
        /** @description What to change; a field left out stays as it is, and a change to nothing changes nothing (200, no event). */
        MeetingChange: {
            title?: string;
            scheduledAt?: components["schemas"]["Timestamp"];
            /** Format: int32 */
            durationMinutes?: number;
            videoUrl?: components["schemas"]["VideoUrl"] | null;
        };
        BookingRequest: {
            startsAt: components["schemas"]["Timestamp"];
        };
        BookingSlot: {
            startsAt: components["schemas"]["Timestamp"];
            endsAt: components["schemas"]["Timestamp"];
        };
        TeamHours: {
            /** @description The team's time zone (its hours are in it). */
            timeZone: string;
            /** @description HH:MM in the team's zone. */
            dayStart: string;
            /** @description HH:MM in the team's zone. */
            dayEnd: string;
            weekdays: number[];
        };
        BookingSlots: {
            /** @description The team's time zone (its hours are in it). */
            timeZone: string;
            /** Format: int32 */
            durationMinutes: number;
            /** Format: int32 */
            daysAhead: number;
            /** Format: int32 */
            minNoticeHours: number;
            slots: components["schemas"]["BookingSlot"][];
        };
        MeetingList: {
            meetings: components["schemas"]["Meeting"][];
        };
        /** @description From the browser, first, when its upgrade carried no token. */
        LiveAuthFrame: {
            /** @constant */
            type: "auth";
            token: string;
        };
        /** @description From the browser, once: which thread to follow, and the last message it has. The messages after `afterSeq` are sent first (0: the whole thread; left out: none, live frames only). A client may leave out `clientId` or name its own; the team names one, or none for every thread. */
        LiveSubscribeFrame: {
            /** @constant */
            type: "subscribe";
            clientId?: components["schemas"]["Id"];
            /** Format: int64 */
            afterSeq?: number;
        };
        LiveMessageFrame: {
            /** @constant */
            type: "message";
            message: components["schemas"]["Message"];
        };
        /** @description Messages of a thread up to `upToSeq` were read by one side. */
        LiveReadFrame: {
            /** @constant */
            type: "read";
            clientId: components["schemas"]["Id"];
            readBy: components["schemas"]["SenderType"];
            upToSeq: components["schemas"]["Seq"];
            readAt: components["schemas"]["Timestamp"];
        };
        LiveMeetingFrame: {
            /** @constant */
            type: "meeting";
            meeting: components["schemas"]["Meeting"];
        };
        /** @description To the team's sockets that follow every thread: onboarding added a client or a client finished its onboarding, so the client list's and the dashboard's counts may have changed. */
        LiveClientsChangedFrame: {
            /** @constant */
            type: "clients-changed";
            clientId: components["schemas"]["Id"];
        };
        /** @description To the sockets of a client's thread: the team changed a milestone of the client's project plan, so the plan is to be read again (onboarding's `GET /client/milestones`, or the team's client page). */
        LiveProjectFrame: {
            /** @constant */
            type: "project";
            clientId: components["schemas"]["Id"];
        };
        /** @description To the sockets of a client's thread: the team changed who looks after the client (its project manager or lead developer), so the client's record is to be read again (onboarding's `GET /client`, or the team's client page). */
        LiveTeamFrame: {
            /** @constant */
            type: "team";
            clientId: components["schemas"]["Id"];
        };
        /** @description The catch-up is sent; live frames follow. `clientId` is null when following every thread. */
        LiveSubscribedFrame: {
            /** @constant */
            type: "subscribed";
            clientId: components["schemas"]["Id"] | null;
            upToSeq: components["schemas"]["Seq0"];
        };
        FileUpload: {
            /** Format: binary */
            file: string;
        };
        FileUploader: {
            side: components["schemas"]["SenderType"];
            name: string;
            accountId: string;
        };
        SharedFile: {
            id: components["schemas"]["Id"];
            clientId: components["schemas"]["Id"];
            /** @description As uploaded */
            name: string;
            /** Format: int64 */
            size: number;
            /** @description The type its bytes were found to be. */
            contentType: string;
            uploadedBy: components["schemas"]["FileUploader"];
            createdAt: components["schemas"]["Timestamp"];
            /** @description The thread's message that carried it, if it was sent in the thread. */
            messageId: components["schemas"]["Id"] | null;
        };
        FileList: {
            clientId: components["schemas"]["Id"];
            files: components["schemas"]["SharedFile"][];
            /** Format: int64 */
            usedBytes: number;
            /** Format: int64 */
            quotaBytes: number;
        };
        FileLink: {
            /** @description A path on this origin: /api/messaging/files/…/download?… */
            url: string;
            expiresAt: components["schemas"]["Timestamp"];
        };
        /** @description A file of a thread's client was shared or deleted; the Files panels read their list again. */
        LiveFileFrame: {
            /** @constant */
            type: "file";
            /** @enum {string} */
            change: "shared" | "deleted";
            clientId: components["schemas"]["Id"];
            fileId: components["schemas"]["Id"];
        };
        /** @description To the sockets of a client's thread and those following every thread: payments reported a change of the client's subscription, a failed payment or a cancellation, so its billing (the plan, the state, the failed-payment banner, the invoices, the client list's badge) is to be read again. */
        LiveBillingFrame: {
            /** @constant */
            type: "billing";
            clientId: components["schemas"]["Id"];
        };
        /** @description Any frame the service sends on `/live`. */
        LiveServerFrame: components["schemas"]["LiveMessageFrame"] | components["schemas"]["LiveReadFrame"] | components["schemas"]["LiveMeetingFrame"] | components["schemas"]["LiveClientsChangedFrame"] | components["schemas"]["LiveProjectFrame"] | components["schemas"]["LiveSubscribedFrame"] | components["schemas"]["LiveFileFrame"] | components["schemas"]["LiveBillingFrame"] | components["schemas"]["LiveTeamFrame"];
        /** @description Any frame the browser sends on `/live`. */
        LiveClientFrame: components["schemas"]["LiveAuthFrame"] | components["schemas"]["LiveSubscribeFrame"];
        Health: {
            /** @enum {string} */
            status: "ok" | "unavailable";
            checks?: {
                [key: string]: "ok" | "down";
            };
        };
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
        /** @description The request conflicts with the meeting's state (taken slot, cancelled meeting, notice passed) or with the client's other calls (an overlap, the limit of upcoming calls). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The file is over 25 MiB (UPLOAD_TOO_LARGE). */
        FileTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The file's bytes are none of the accepted types, or not the type its name says (MESSAGING_FILE_TYPE_REFUSED). */
        FileTypeRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The file would take the client's files over their quota (MESSAGING_FILE_QUOTA_FULL). */
        QuotaFull: {
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
        /** @description No such resource. */
        NotFound: {
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
        ClientId: components["schemas"]["Id"];
        MeetingId: components["schemas"]["Id"];
        /** @description Only messages with a greater sequence number (0, the default, is the whole thread). */
        After: components["schemas"]["Seq0"];
        /** @description At most this many messages, the oldest first. */
        Limit: number;
        FileId: components["schemas"]["Id"];
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
    listClientMessages: {
        parameters: {
            query?: {
                /** @description Only messages with a greater sequence number (0, the default, is the whole thread). */
                after?: components["parameters"]["After"];
                /** @description At most this many messages, the oldest first. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thread. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Thread"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    sendClientMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewMessage"];
            };
        };
        responses: {
            /** @description The message as stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    markClientMessagesRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was marked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadMark"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listClientMeetings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The meetings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeetingList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getTeamHours: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hours. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamHours"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    listClientBookingSlots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The slots. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingSlots"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    bookCall: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingRequest"];
            };
        };
        responses: {
            /** @description The booked call. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meeting"];
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
    rescheduleBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                meetingId: components["parameters"]["MeetingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingRequest"];
            };
        };
        responses: {
            /** @description The moved call. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meeting"];
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
    cancelBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                meetingId: components["parameters"]["MeetingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled call. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meeting"];
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
    listTeamMessages: {
        parameters: {
            query?: {
                /** @description Only messages with a greater sequence number (0, the default, is the whole thread). */
                after?: components["parameters"]["After"];
                /** @description At most this many messages, the oldest first. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thread. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Thread"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    sendTeamMessage: {
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
                "application/json": components["schemas"]["NewMessage"];
            };
        };
        responses: {
            /** @description The message as stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    markTeamMessagesRead: {
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
            /** @description What was marked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadMark"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listTeamMeetings: {
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
            /** @description The meetings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeetingList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    scheduleCall: {
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
            /** @description The meeting. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meeting"];
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
    listTeamBookingSlots: {
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
            /** @description The slots. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingSlots"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateMeeting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
                meetingId: components["parameters"]["MeetingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MeetingChange"];
            };
        };
        responses: {
            /** @description The meeting as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meeting"];
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
    cancelMeeting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
                meetingId: components["parameters"]["MeetingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled meeting. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meeting"];
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
    listClientFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The files and the space used of the quota. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    uploadClientFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FileUpload"];
            };
        };
        responses: {
            /** @description The stored file. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["QuotaFull"];
            413: components["responses"]["FileTooLarge"];
            415: components["responses"]["FileTypeRefused"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteClientFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
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
    clientFileLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listTeamFiles: {
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
            /** @description The files and the space used of the quota. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    uploadTeamFile: {
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
                "multipart/form-data": components["schemas"]["FileUpload"];
            };
        };
        responses: {
            /** @description The stored file. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["QuotaFull"];
            413: components["responses"]["FileTooLarge"];
            415: components["responses"]["FileTypeRefused"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteTeamFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
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
    teamFileLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    downloadFile: {
        parameters: {
            query: {
                /** @description When the link stops working, in seconds since 1970. */
                expires: number;
                signature: string;
            };
            header?: never;
            path: {
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's bytes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    watchThreads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Switching to WebSocket; the frames are the Live* schemas. */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
}

// Every component schema of the contract, by its name.
export type Seq = components['schemas']['Seq'];
export type Seq0 = components['schemas']['Seq0'];
export type SenderType = components['schemas']['SenderType'];
export type MessageText = components['schemas']['MessageText'];
export type NewMessage = components['schemas']['NewMessage'];
export type Attachment = components['schemas']['Attachment'];
export type Message = components['schemas']['Message'];
export type Thread = components['schemas']['Thread'];
export type ReadMark = components['schemas']['ReadMark'];
export type MeetingStatus = components['schemas']['MeetingStatus'];
export type Meeting = components['schemas']['Meeting'];
export type VideoUrl = components['schemas']['VideoUrl'];
export type MeetingChange = components['schemas']['MeetingChange'];
export type BookingRequest = components['schemas']['BookingRequest'];
export type BookingSlot = components['schemas']['BookingSlot'];
export type TeamHours = components['schemas']['TeamHours'];
export type BookingSlots = components['schemas']['BookingSlots'];
export type MeetingList = components['schemas']['MeetingList'];
export type LiveAuthFrame = components['schemas']['LiveAuthFrame'];
export type LiveSubscribeFrame = components['schemas']['LiveSubscribeFrame'];
export type LiveMessageFrame = components['schemas']['LiveMessageFrame'];
export type LiveReadFrame = components['schemas']['LiveReadFrame'];
export type LiveMeetingFrame = components['schemas']['LiveMeetingFrame'];
export type LiveClientsChangedFrame = components['schemas']['LiveClientsChangedFrame'];
export type LiveProjectFrame = components['schemas']['LiveProjectFrame'];
export type LiveTeamFrame = components['schemas']['LiveTeamFrame'];
export type LiveSubscribedFrame = components['schemas']['LiveSubscribedFrame'];
export type FileUpload = components['schemas']['FileUpload'];
export type FileUploader = components['schemas']['FileUploader'];
export type SharedFile = components['schemas']['SharedFile'];
export type FileList = components['schemas']['FileList'];
export type FileLink = components['schemas']['FileLink'];
export type LiveFileFrame = components['schemas']['LiveFileFrame'];
export type LiveBillingFrame = components['schemas']['LiveBillingFrame'];
export type LiveServerFrame = components['schemas']['LiveServerFrame'];
export type LiveClientFrame = components['schemas']['LiveClientFrame'];
