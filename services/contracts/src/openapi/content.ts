// Generated from openapi/content.yaml by `npm run generate:api`. Do not edit.

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
    "/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published posts, newest first by publish date, one page of them and the exact total.
         * @description Anonymous. Drafts are never listed.
         */
        get: operations["listPublishedPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One published post by its slug, with its content, category, tags and SEO meta.
         * @description Anonymous. A slug the post had before it was renamed (once published) answers the post under its current slug, which the caller sends visitors on to. A draft or an unknown slug is 404 CONTENT_POST_NOT_FOUND.
         */
        get: operations["getPublishedPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/preview/{linkCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A draft or a pending change as it would be published, by a preview link's token.
         * @description Anonymous: the token is the credential (256 random bits), and the gateway limits these reads per client address. An unknown, revoked or expired token is 404 CONTENT_PREVIEW_NOT_FOUND, the same answer for each. Never cached: Cache-Control private, no-store, and X-Robots-Tag noindex.
         */
        get: operations["getPostPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Blog categories by name (the blog's filters and the editor's choices).
         * @description Anonymous.
         */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Blog tags by name.
         * @description Anonymous.
         */
        get: operations["listTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active partners ordered by name (the home page's logo marquee).
         * @description Anonymous.
         */
        get: operations["listPartners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active team members ordered by name (post authors).
         * @description Anonymous.
         */
        get: operations["listTeamMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An active service with its features, case studies, testimonials and pricing tiers.
         * @description Anonymous. Features by display order, case studies and testimonials newest first, pricing tiers by price. An inactive or unknown service is 404 CONTENT_SERVICE_NOT_FOUND.
         */
        get: operations["getService"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Site search over published posts, the service pages and the static pages.
         * @description Anonymous; the gateway limits searches per client address. At most `limit` results, best first, with the matched words marked in the title and description.
         */
        get: operations["searchSite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site-map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every public page and published post, for the human-readable site map.
         * @description Anonymous. The same entries as /sitemap.xml.
         */
        get: operations["getSiteMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sitemaps.org XML of every public page and published post (the gateway serves it at /sitemap.xml).
         * @description Anonymous. Absolute URLs on the configured public origin.
         */
        get: operations["getSitemapXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Crawler rules (the gateway serves it at /robots.txt); keeps the back office and portal out and names the sitemap.
         * @description Anonymous.
         */
        get: operations["getRobotsTxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{fileName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An image served by the platform (covers, avatars, partner logos, gallery images).
         * @description Anonymous. Immutable once stored, so it is cached for a year. With `w`, the WebP the platform made of an upload at that width (the widths an image's `srcset` lists); a width it was not made at is 404.
         */
        get: operations["getMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{document}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A signed link to a public document (the mission paper) that expires.
         * @description Anonymous. The link works until `expiresAt`; a changed or expired signature is refused.
         */
        get: operations["getDocumentLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{document}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A document, through a signed link from getDocumentLink.
         * @description Anonymous with a valid signature. A signature that does not match, or a link past its expiry, is 403 CONTENT_DOCUMENT_LINK_INVALID.
         */
        get: operations["getDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every post, drafts included, newest first by creation time (the dashboard's 5 latest with limit=5).
         * @description For the team (roles admin and member). With status=in_review, the review queue: posts waiting for review and published posts with a revision waiting, the longest waiting first.
         */
        get: operations["listAllPosts"];
        put?: never;
        /**
         * Write a new post; it starts as the editor sends it (unpublished and not featured by default).
         * @description For the team (roles admin and member). The writer (the signed-in teammate) is recorded. A member's post starts as a draft: published true from a member is 403 CONTENT_POST_PUBLISH_FORBIDDEN. A slug in use, or an earlier slug of another post that still leads to it, is 409 CONTENT_SLUG_TAKEN.
         */
        post: operations["createPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/posts/{postId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * One post by id, draft or not (the editor's load), with its review state and pending revision.
         * @description For the team (roles admin and member).
         */
        get: operations["getPost"];
        /**
         * Replace a post's editor fields.
         * @description For the team (roles admin and member). An admin edits any post directly. A member edits only posts they wrote (403 CONTENT_POST_NOT_YOURS), not while in review (409 CONTENT_POST_IN_REVIEW), and never publishes (403 CONTENT_POST_PUBLISH_FORBIDDEN); their edit of a published post is stored as a revision in review, and the published version stays as it is until an admin publishes the revision. A slug another post uses, now or as an earlier slug that still leads to it, is 409 CONTENT_SLUG_TAKEN. Renaming a post that has been published keeps its previous slug as a way to the post (getPublishedPost); the post may take one of its own earlier slugs back.
         */
        put: operations["updatePost"];
        post?: never;
        /**
         * Delete a post for good.
         * @description For the team (roles admin and member). A member deletes only posts they wrote (403 CONTENT_POST_NOT_YOURS) that are not published (403 CONTENT_POST_DELETE_FORBIDDEN).
         */
        delete: operations["deletePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/posts/{postId}/published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Publish or unpublish a post (the dashboard's status badge).
         * @description For the team (role admin). Publishing sets the publish time the first time only.
         */
        put: operations["setPostPublished"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/posts/{postId}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Schedule an unpublished post to go live at a time, or cancel its schedule (null).
         * @description For admins (role admin); members submit for review instead. The time must be in the future (400 CONTENT_SCHEDULE_IN_PAST); a published post cannot be scheduled (409 CONTENT_POST_ALREADY_PUBLISHED). The post stays unpublished until the time; then the service publishes it as a manual publish would, recording content.post.published.v1 with the system as its actor and the scheduling admin as occurredBy.
         */
        put: operations["schedulePost"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/posts/{postId}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a draft for review; it waits in the review queue until an admin publishes it or sends it back.
         * @description For the team (roles admin and member); a member submits only posts they wrote (403 CONTENT_POST_NOT_YOURS). The last review comment is cleared. A post that is not a draft is 409 CONTENT_POST_NOT_DRAFT (a published post's changes go to review when they are saved).
         */
        post: operations["submitPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/posts/{postId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a post, or the revision of a published post waiting for review (copied onto the post).
         * @description For admins (role admin). Publishing a post that is already published and has no revision waiting changes nothing.
         */
        post: operations["publishPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/posts/{postId}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a post (or its revision) in review back to its writer with a comment; it becomes a draft again.
         * @description For admins (role admin). The writer sees the comment in the editor until they submit again. A post with nothing in review is 409 CONTENT_POST_NOT_IN_REVIEW.
         */
        post: operations["returnPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/posts/{postId}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A post's saved versions (the editor's Revisions), newest first, paged.
         * @description For the team (roles admin and member); a member reads only the versions of posts they wrote (403 CONTENT_POST_NOT_YOURS). Every save keeps a version: the first save, edits, a member's change sent to review, the publish of that change and restores. Each names who saved it, when, and which fields differ from the version before. A post keeps its 200 latest versions.
         */
        get: operations["listPostVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/posts/{postId}/versions/{versionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One saved version of a post, with its fields.
         * @description For the team (roles admin and member); a member reads only the versions of posts they wrote (403 CONTENT_POST_NOT_YOURS). A version of another post, or none, is 404 CONTENT_POST_VERSION_NOT_FOUND.
         */
        get: operations["getPostVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/posts/{postId}/versions/{versionId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring a saved version back; it becomes a new save, kept as a new version.
         * @description For the team (roles admin and member), through the editor's rules: a member restores only posts they wrote (403 CONTENT_POST_NOT_YOURS), not while the post is in review (409 CONTENT_POST_IN_REVIEW), and their restore of a published post goes to review as their edit would. The post keeps whether it is published: only the version's fields come back. A slug another post uses now is 409 CONTENT_SLUG_TAKEN, nothing changed. Records content.post.restored.v1 besides the save's own events.
         */
        post: operations["restorePostVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/posts/{postId}/preview-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A post's preview links that still work (not expired, not revoked), newest first.
         * @description For the team (roles admin and member); a member only for posts they wrote (403 CONTENT_POST_NOT_YOURS). A link's address is shown once, when it is made: only a hash of its token is kept.
         */
        get: operations["listPreviewLinks"];
        put?: never;
        /**
         * Make a link that shows the post as it would be published, to anyone who has it, until it expires.
         * @description For the team (roles admin and member); a member only for posts they wrote (403 CONTENT_POST_NOT_YOURS). For a draft or a published post's pending change: a published post with nothing pending is 409 CONTENT_POST_NOTHING_TO_PREVIEW. The link works for `days` days (7 unless given). Records content.post.preview-link-created.v1.
         */
        post: operations["createPreviewLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/posts/{postId}/preview-links/{linkId}": {
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
         * Revoke a preview link at once; its address then answers as an unknown one.
         * @description For the team (roles admin and member); a member only for posts they wrote (403 CONTENT_POST_NOT_YOURS). Revoking a link already revoked or expired changes nothing. Records content.post.preview-link-revoked.v1.
         */
        delete: operations["revokePreviewLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The back office's categories, by name, each with how many posts use it; searchable and paged.
         * @description For the team (roles admin and member).
         */
        get: operations["listCategoryUsage"];
        put?: never;
        /**
         * Add a blog category; its slug is made from the name.
         * @description For the team (roles admin and member, since members write posts too). A name whose slug is in use is 409 CONTENT_CATEGORY_TAKEN.
         */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/categories/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename a category; its slug follows the name, and the blog's filter keeps answering the old slug.
         * @description For admins. A name whose slug another category has is 409 CONTENT_CATEGORY_TAKEN.
         */
        put: operations["renameCategory"];
        post?: never;
        /**
         * Delete a category, moving its posts to another first when moveTo names one.
         * @description For admins. A category that posts use, without moveTo, is 409 CONTENT_CATEGORY_IN_USE, saying how many; moveTo naming the category itself is 400 CONTENT_CATEGORY_MOVE_INVALID, an unknown one 404. The move and the delete are one transaction.
         */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The back office's tags, by name, each with how many posts use it; searchable and paged.
         * @description For the team (roles admin and member).
         */
        get: operations["listTagUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tags/{tagId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename a tag; its slug follows the name.
         * @description For admins. A name whose slug another tag has is 409 CONTENT_TAG_TAKEN (merge them instead).
         */
        put: operations["renameTag"];
        post?: never;
        /**
         * Delete a tag no post uses.
         * @description For admins. A tag that posts use is 409 CONTENT_TAG_IN_USE, saying how many (merge it instead).
         */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tags/{tagId}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge a tag into another; its posts get the other tag and it is deleted.
         * @description For admins. Merging a tag into itself is 400 CONTENT_TAG_MERGE_INVALID; an unknown tag 404.
         */
        post: operations["mergeTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The media library - every stored image, newest first, with its sizes, variants and what uses it.
         * @description For the team (roles admin and member). `q` matches the file name, `type` the media type; `usedBy` lists the posts (cover, or the body's markdown), partners, team members, case studies (cover, gallery) and testimonials that show the image.
         */
        get: operations["listMedia"];
        put?: never;
        /**
         * Upload an image (a post's cover); answers its URL and size.
         * @description For the team (roles admin and member, since members write posts too). PNG, JPEG or WebP up to 10 MiB, checked by content, not by name (a file that does not decode as its type is 400 CONTENT_IMAGE_UNREADABLE); SVG is refused. The original is kept without its metadata, and WebP copies are made at 480, 960 and 1600 pixels wide (never wider than the original), listed in `srcset`.
         */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/media/{fileName}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileName: components["schemas"]["MediaFileName"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a stored image and its variants for good.
         * @description For the team (role admin). An image that something still shows is 409 CONTENT_MEDIA_IN_USE, its `details` naming each use; nothing is changed.
         */
        delete: operations["deleteMedia"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every partner, active or not, by name - searched and paged, with the exact total.
         * @description For the team (roles admin and member; members see, admins manage).
         */
        get: operations["listAdminPartners"];
        put?: never;
        /**
         * Add a partner; an active one joins the home page's logo marquee at once.
         * @description For the team (role admin).
         */
        post: operations["createPartner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/partners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a partner's name, logo or whether it is active.
         * @description For the team (role admin).
         */
        put: operations["updatePartner"];
        post?: never;
        /**
         * Remove a partner for good (nothing else refers to a partner).
         * @description For the team (role admin).
         */
        delete: operations["deletePartner"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/team-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every team member, active or not, by name - searched and paged, with how many posts each wrote.
         * @description For the team (roles admin and member; members see, admins manage).
         */
        get: operations["listAdminTeamMembers"];
        put?: never;
        /**
         * Add a team member; an active one is offered as a post's author.
         * @description For the team (role admin).
         */
        post: operations["createTeamMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/team-members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a team member; their posts' byline follows their name and avatar.
         * @description For the team (role admin).
         */
        put: operations["updateTeamMember"];
        post?: never;
        /**
         * Remove a team member for good.
         * @description For the team (role admin). A member who is the author of any post is 409 CONTENT_TEAM_MEMBER_IN_USE (the message says how many posts): deactivate them instead.
         */
        delete: operations["deleteTeamMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The six services, active or not, with how many features, case studies, testimonials and tiers each has.
         * @description For the team (roles admin and member; members see, admins manage).
         */
        get: operations["listAdminServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/services/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
            };
            cookie?: never;
        };
        /**
         * One service with how many parts it has.
         * @description For the team (roles admin and member; members see, admins manage). An unknown slug is 404 CONTENT_SERVICE_NOT_FOUND.
         */
        get: operations["getAdminService"];
        /**
         * Change a service's title and description (the portfolio's heading and the site search show them).
         * @description For the team (role admin; a member is 403). The slug stays. An unknown slug is 404 CONTENT_SERVICE_NOT_FOUND.
         */
        put: operations["updateService"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/services/{slug}/features": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
            };
            cookie?: never;
        };
        /**
         * A service's features by display order, searched by title and paged.
         * @description For the team (roles admin and member; members see, admins manage).
         */
        get: operations["listAdminServiceFeatures"];
        put?: never;
        /**
         * Add a feature at `displayOrder` (1-based; omitted, last); the ones at and after it move down one. An order past the end is 400.
         * @description For the team (role admin; a member is 403).
         */
        post: operations["createServiceFeature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/services/{slug}/features/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a feature; a new `displayOrder` (1 to the number of features, else 400) moves it there and the others close up.
         * @description For the team (role admin; a member is 403). A record of another service is 404.
         */
        put: operations["updateServiceFeature"];
        post?: never;
        /**
         * Remove a feature; the ones after it move up one (nothing else refers to a feature).
         * @description For the team (role admin; a member is 403). A record of another service is 404.
         */
        delete: operations["deleteServiceFeature"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/services/{slug}/feature-order": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Put a service's features in a new order, given the full list of its feature ids, first to last.
         * @description For the team (role admin; a member is 403). The list must hold each of the service's features exactly once; a missing, extra, unknown or repeated id is 400 CONTENT_FEATURE_ORDER_MISMATCH and nothing changes.
         */
        put: operations["reorderServiceFeatures"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/services/{slug}/case-studies": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
            };
            cookie?: never;
        };
        /**
         * A service's case studies, newest first - searched by title or client and paged.
         * @description For the team (roles admin and member; members see, admins manage).
         */
        get: operations["listAdminCaseStudies"];
        put?: never;
        /**
         * Add a case study; the portfolio and the service page show it at once. Result keys must be unique (400 CONTENT_CASE_STUDY_DUPLICATE_RESULT).
         * @description For the team (role admin; a member is 403).
         */
        post: operations["createCaseStudy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/services/{slug}/case-studies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a case study (its cover, gallery in the order sent, results as rows).
         * @description For the team (role admin; a member is 403). A record of another service is 404.
         */
        put: operations["updateCaseStudy"];
        post?: never;
        /**
         * Remove a case study; its images stay in the media library (other records may use them).
         * @description For the team (role admin; a member is 403). A record of another service is 404.
         */
        delete: operations["deleteCaseStudy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/services/{slug}/testimonials": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
            };
            cookie?: never;
        };
        /**
         * A service's testimonials, newest first - searched by author, company or quote and paged.
         * @description For the team (roles admin and member; members see, admins manage).
         */
        get: operations["listAdminTestimonials"];
        put?: never;
        /**
         * Add a testimonial (the service page and the portfolio show it).
         * @description For the team (role admin; a member is 403).
         */
        post: operations["createTestimonial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/services/{slug}/testimonials/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a testimonial.
         * @description For the team (role admin; a member is 403). A record of another service is 404.
         */
        put: operations["updateTestimonial"];
        post?: never;
        /**
         * Remove a testimonial (nothing else refers to one).
         * @description For the team (role admin; a member is 403). A record of another service is 404.
         */
        delete: operations["deleteTestimonial"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/services/{slug}/pricing-tiers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
            };
            cookie?: never;
        };
        /**
         * A service's pricing tiers by price - searched by name and paged.
         * @description For the team (roles admin and member; members see, admins manage).
         */
        get: operations["listAdminPricingTiers"];
        put?: never;
        /**
         * Add a pricing tier.
         * @description For the team (role admin; a member is 403).
         */
        post: operations["createPricingTier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/services/{slug}/pricing-tiers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a pricing tier.
         * @description For the team (role admin; a member is 403). A record of another service is 404.
         */
        put: operations["updatePricingTier"];
        post?: never;
        /**
         * Remove a pricing tier (nothing else refers to one).
         * @description For the team (role admin; a member is 403). A record of another service is 404.
         */
        delete: operations["deletePricingTier"];
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
         * @description The save that made the version: the post's first save, an edit, a member's change sent to review, an admin's publish of such a change, or a restore of an earlier version.
         * @enum {string}
         */
        PostVersionKind: "created" | "updated" | "revision" | "revision-published" | "restored";
        /**
         * @description A field of the editor (PostInput) that a version changed.
         * @enum {string}
         */
        PostVersionField: "title" | "slug" | "authorId" | "coverImage" | "excerpt" | "content" | "published" | "featured" | "categoryId" | "tags" | "seoTitle" | "seoDescription";
        /** @description One saved version of a post, as the list shows it. */
        PostVersionSummary: {
            id: components["schemas"]["Id"];
            /**
             * Format: int32
             * @description 1 is the post's first save.
             */
            number: number;
            kind: components["schemas"]["PostVersionKind"];
            /** @description The fields that differ from the version before (none for the first). */
            changed: components["schemas"]["PostVersionField"][];
            savedAt: components["schemas"]["Timestamp"];
            /** @description The teammate who saved it (userId null for a token whose subject is no account). */
            savedBy: {
                userId: components["schemas"]["Id"] | null;
                name: string;
            };
            /** @description For a restore, the version brought back. */
            restoredFrom: {
                /** Format: int32 */
                number: number;
                savedAt: components["schemas"]["Timestamp"];
            } | null;
        };
        /** @description One saved version of a post with the editor's fields as they were saved (the summary's fields and `fields`). */
        PostVersion: {
            version: components["schemas"]["PostVersionSummary"];
            fields: components["schemas"]["PostInput"];
        };
        PostVersionPage: {
            items: components["schemas"]["PostVersionSummary"][];
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            page: number;
            /** Format: int32 */
            limit: number;
        };
        /** @description A preview link's secret, 43 base64url characters (256 random bits). */
        PreviewToken: string;
        /** @description A preview link as the team's list shows it (its address is shown only when it is made). */
        PreviewLink: {
            id: components["schemas"]["Id"];
            createdAt: components["schemas"]["Timestamp"];
            expiresAt: components["schemas"]["Timestamp"];
            createdBy: string;
        };
        /** @description A link just made, with the one copy of its address. */
        NewPreviewLink: {
            link: components["schemas"]["PreviewLink"];
            token: components["schemas"]["PreviewToken"];
            /** @description The site's page for it: /blog/preview/ and the token. */
            path: string;
        };
        /** @description The post as it would be published (a draft, or a published post with its pending change applied). */
        PostPreview: {
            post: components["schemas"]["Post"];
            /** @description Whether this is a published post's change waiting for review. */
            pendingChange: boolean;
        };
        /** @description Lower-case words joined by hyphens, e.g. web-development. */
        Slug: string;
        /** @description A post's address: the editor's rule makes it from the title (lower-cased, characters other than letters, digits, underscores, spaces and hyphens removed, runs of spaces turned into one hyphen), and it may be edited by hand. */
        PostSlug: string;
        Label: string;
        MediaFileName: string;
        /** @enum {string} */
        DocumentName: "mission-paper";
        /** @description An image on the platform (/api/content/media/…) or an https URL. */
        ImageUrl: string;
        /** @description An image and, when the platform serves it, its size in pixels. */
        Image: {
            url: components["schemas"]["ImageUrl"];
            /** Format: int32 */
            width: number | null;
            /** Format: int32 */
            height: number | null;
            /** @description The WebP copies the platform made of an uploaded image, as an `<img srcset>` ("<url>?w=480 480w, …"); null (or absent) for an image without them (an SVG, an outside URL). */
            srcset?: string | null;
        };
        MediaVariant: {
            url: string;
            /** Format: int32 */
            width: number;
            /** Format: int32 */
            height: number;
            /** Format: int32 */
            bytes: number;
        };
        MediaUse: {
            /** @enum {string} */
            kind: "post_cover" | "post_body" | "post_author_avatar" | "partner_logo" | "team_member_avatar" | "case_study_cover" | "case_study_gallery" | "testimonial_photo";
            id: components["schemas"]["Id"];
            label: string;
        };
        MediaItem: {
            name: components["schemas"]["MediaFileName"];
            url: components["schemas"]["ImageUrl"];
            /** @enum {string} */
            contentType: "image/png" | "image/jpeg" | "image/webp" | "image/svg+xml";
            /** Format: int32 */
            width: number;
            /** Format: int32 */
            height: number;
            /** Format: int32 */
            bytes: number;
            createdAt: components["schemas"]["Timestamp"];
            srcset: string | null;
            variants: components["schemas"]["MediaVariant"][];
            usedBy: components["schemas"]["MediaUse"][];
        };
        MediaPage: {
            items: components["schemas"]["MediaItem"][];
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            page: number;
            /** Format: int32 */
            pageCount: number;
        };
        Category: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["Label"];
            slug: components["schemas"]["Slug"];
        };
        Tag: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["Label"];
            slug: components["schemas"]["Slug"];
        };
        /** @description A category or tag and how many posts (drafts included) use it. */
        TaxonomyUsage: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["Label"];
            slug: components["schemas"]["Slug"];
            /** Format: int32 */
            postCount: number;
        };
        TaxonomyPage: {
            items: components["schemas"]["TaxonomyUsage"][];
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            page: number;
            /** Format: int32 */
            pageSize: number;
        };
        /** @description What search engines and link previews show; the title and excerpt when empty. */
        SeoMeta: {
            title: string | null;
            description: string | null;
        };
        Author: {
            name: string;
            avatar: components["schemas"]["Image"] | null;
        };
        /**
         * @description A draft, waiting for an admin's review, or published.
         * @enum {string}
         */
        PostStatus: "draft" | "in_review" | "published";
        /**
         * @description A published post's pending change, waiting for review or sent back to its writer.
         * @enum {string}
         */
        RevisionStatus: "in_review" | "returned";
        ReviewComment: string;
        /** @description The teammate who wrote a post or a revision (their account, not the blog's byline). */
        Writer: {
            userId: components["schemas"]["Id"];
            /** Format: email */
            email: string;
            name: string;
        };
        /** @description The last time an admin sent the post (or its revision) back, with why. */
        ReviewNote: {
            comment: components["schemas"]["ReviewComment"];
            by: string;
            at: components["schemas"]["Timestamp"];
        };
        /** @description A published post's change made by a member: the editor's fields as they sent them, kept apart from the live post until an admin publishes it. */
        PostRevision: {
            status: components["schemas"]["RevisionStatus"];
            fields: components["schemas"]["PostInput"];
            writer: components["schemas"]["Writer"];
            submittedAt: components["schemas"]["Timestamp"];
            review: components["schemas"]["ReviewNote"] | null;
        };
        /** @description A post as lists show it. */
        PostSummary: {
            id: components["schemas"]["Id"];
            title: string;
            slug: components["schemas"]["PostSlug"];
            excerpt: string;
            coverImage: components["schemas"]["Image"];
            author: components["schemas"]["Author"];
            published: boolean;
            featured: boolean;
            category: components["schemas"]["Category"] | null;
            tags: components["schemas"]["Tag"][];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
            publishedAt: components["schemas"]["Timestamp"] | null;
            /** @description The team's reads only. */
            status?: components["schemas"]["PostStatus"];
            /** @description The team's reads only; null for posts from before writers were recorded. */
            writer?: components["schemas"]["Writer"] | null;
            /** @description The team's reads only; when the post or its revision was last submitted for review. */
            submittedAt?: components["schemas"]["Timestamp"] | null;
            /** @description The team's reads only; the state of a published post's pending revision. */
            revisionStatus?: components["schemas"]["RevisionStatus"] | null;
            /** @description The team's reads only; when the unpublished post goes live by itself. */
            scheduledFor?: components["schemas"]["Timestamp"] | null;
        };
        /** @description A whole post, with its markdown, its author's id and its SEO meta. */
        Post: {
            id: components["schemas"]["Id"];
            title: string;
            slug: components["schemas"]["PostSlug"];
            excerpt: string;
            /** @description Markdown. */
            content: string;
            coverImage: components["schemas"]["Image"];
            authorId: components["schemas"]["Id"] | null;
            author: components["schemas"]["Author"];
            published: boolean;
            featured: boolean;
            category: components["schemas"]["Category"] | null;
            tags: components["schemas"]["Tag"][];
            seo: components["schemas"]["SeoMeta"];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
            publishedAt: components["schemas"]["Timestamp"] | null;
            /** @description The team's reads only. */
            status?: components["schemas"]["PostStatus"];
            /** @description The team's reads only; null for posts from before writers were recorded. */
            writer?: components["schemas"]["Writer"] | null;
            /** @description The team's reads only; when the post or its revision was last submitted for review. */
            submittedAt?: components["schemas"]["Timestamp"] | null;
            /** @description The team's reads only; the state of a published post's pending revision. */
            revisionStatus?: components["schemas"]["RevisionStatus"] | null;
            /** @description The team's reads only; when the unpublished post goes live by itself. */
            scheduledFor?: components["schemas"]["Timestamp"] | null;
            /** @description The team's reads only; the comment of the last return, until the writer submits again. */
            review?: components["schemas"]["ReviewNote"] | null;
            /** @description The team's reads only; a published post's pending change. */
            revision?: components["schemas"]["PostRevision"] | null;
        };
        PostPage: {
            items: components["schemas"]["PostSummary"][];
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            page: number;
            /** Format: int32 */
            limit: number;
        };
        /** @description The editor's fields. The author is an active team member; their name and avatar are copied onto the post. */
        PostInput: {
            title: string;
            slug: components["schemas"]["PostSlug"];
            authorId: components["schemas"]["Id"];
            coverImage: components["schemas"]["ImageUrl"];
            excerpt: string;
            content: string;
            published: boolean;
            featured: boolean;
            categoryId?: components["schemas"]["Id"] | null;
            /** @description Tag names; new ones are created, each with a slug made from its name. */
            tags?: components["schemas"]["Label"][];
            seoTitle?: string | null;
            seoDescription?: string | null;
        };
        Partner: {
            id: components["schemas"]["Id"];
            name: string;
            logo: components["schemas"]["Image"];
        };
        TeamMember: {
            id: components["schemas"]["Id"];
            name: string;
            role: string;
            avatar: components["schemas"]["Image"] | null;
        };
        Service: {
            id: components["schemas"]["Id"];
            slug: components["schemas"]["Slug"];
            title: string;
            description: string;
            features: components["schemas"]["ServiceFeature"][];
            caseStudies: components["schemas"]["CaseStudy"][];
            testimonials: components["schemas"]["Testimonial"][];
            pricingTiers: components["schemas"]["PricingTier"][];
        };
        ServiceFeature: {
            title: string;
            description: string;
            /** Format: int32 */
            displayOrder: number;
        };
        CaseStudy: {
            id: components["schemas"]["Id"];
            title: string;
            description: string;
            coverImage: components["schemas"]["Image"];
            clientName: string;
            clientIndustry: string;
            /** Format: uri */
            projectUrl: string | null;
            challenge: string;
            solution: string;
            /** @description Key results by name, e.g. organic_traffic: +180%; the page shows underscores as spaces. */
            results: {
                [key: string]: string;
            };
            galleryImages: components["schemas"]["Image"][];
            createdAt: components["schemas"]["Timestamp"];
        };
        Testimonial: {
            id: components["schemas"]["Id"];
            quote: string;
            authorName: string;
            authorRole: string;
            company: string | null;
            photo: components["schemas"]["Image"] | null;
            /** Format: int32 */
            rating: number;
            createdAt: components["schemas"]["Timestamp"];
        };
        PricingTier: {
            id: components["schemas"]["Id"];
            name: string;
            /** Format: int32 */
            priceCents: number;
            /** @enum {string} */
            interval: "month" | "project";
            features: string[];
            /** @description The tier the page marks as most popular. */
            highlighted: boolean;
        };
        /** @enum {string} */
        SearchType: "post" | "service" | "page";
        /** @description The text in pieces, in order; the pieces that matched the query are marked. Plain text only: the page wraps the marked pieces in <mark> and escapes everything. */
        HighlightedText: {
            text: string;
            match: boolean;
        }[];
        SearchResult: {
            title: string;
            description: string;
            /** @description A path on the site; / when the record has none. */
            url: string;
            type: components["schemas"]["SearchType"];
            highlightedTitle: components["schemas"]["HighlightedText"];
            highlightedDescription: components["schemas"]["HighlightedText"];
        };
        SearchResults: {
            query: string;
            results: components["schemas"]["SearchResult"][];
        };
        SiteMapEntry: {
            path: string;
            title: string;
            /** @enum {string} */
            section: "main" | "services" | "blog" | "legal";
            lastModified: components["schemas"]["Timestamp"] | null;
        };
        SiteMap: {
            entries: components["schemas"]["SiteMapEntry"][];
        };
        SignedLink: {
            url: string;
            expiresAt: components["schemas"]["Timestamp"];
        };
        PartnerInput: {
            name: string;
            logoUrl: components["schemas"]["ImageUrl"];
            active: boolean;
        };
        AdminPartner: {
            id: components["schemas"]["Id"];
            name: string;
            logo: components["schemas"]["Image"];
            active: boolean;
            createdAt: components["schemas"]["Timestamp"];
        };
        AdminPartnerPage: {
            items: components["schemas"]["AdminPartner"][];
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            page: number;
            /** Format: int32 */
            pageCount: number;
        };
        TeamMemberInput: {
            name: string;
            role: string;
            avatarUrl: components["schemas"]["ImageUrl"] | null;
            active: boolean;
        };
        AdminTeamMember: {
            id: components["schemas"]["Id"];
            name: string;
            role: string;
            avatar: components["schemas"]["Image"] | null;
            active: boolean;
            /**
             * Format: int32
             * @description Posts with this member as author; while any, the member can be deactivated but not deleted.
             */
            postCount: number;
            createdAt: components["schemas"]["Timestamp"];
        };
        AdminTeamMemberPage: {
            items: components["schemas"]["AdminTeamMember"][];
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            page: number;
            /** Format: int32 */
            pageCount: number;
        };
        AdminServiceSummary: {
            id: components["schemas"]["Id"];
            slug: components["schemas"]["Slug"];
            title: string;
            description: string;
            /** @description Whether the public service page shows it. */
            active: boolean;
            /** Format: int32 */
            featureCount: number;
            /** Format: int32 */
            caseStudyCount: number;
            /** Format: int32 */
            testimonialCount: number;
            /** Format: int32 */
            pricingTierCount: number;
        };
        ServiceInput: {
            title: string;
            description: string;
        };
        AdminServiceList: {
            items: components["schemas"]["AdminServiceSummary"][];
        };
        AdminServiceFeature: {
            id: components["schemas"]["Id"];
            title: string;
            description: string;
            /**
             * Format: int32
             * @description Its place on the page, 1 first.
             */
            displayOrder: number;
        };
        AdminServiceFeaturePage: {
            items: components["schemas"]["AdminServiceFeature"][];
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            page: number;
            /** Format: int32 */
            pageCount: number;
        };
        AdminServiceFeatureList: {
            items: components["schemas"]["AdminServiceFeature"][];
        };
        ServiceFeatureInput: {
            title: string;
            description: string;
            /**
             * Format: int32
             * @description Its place, 1 first; at most the number of features (one more for a new one), else 400 CONTENT_FEATURE_ORDER_OUT_OF_RANGE.
             */
            displayOrder?: number;
        };
        FeatureOrderInput: {
            ids: components["schemas"]["Id"][];
        };
        CaseStudyResult: {
            /** @description Shown with underscores as spaces (organic_traffic). */
            key: string;
            value: string;
        };
        AdminCaseStudy: {
            id: components["schemas"]["Id"];
            title: string;
            description: string;
            coverImage: components["schemas"]["Image"];
            clientName: string;
            clientIndustry: string;
            projectUrl: string | null;
            challenge: string;
            solution: string;
            results: components["schemas"]["CaseStudyResult"][];
            galleryImages: components["schemas"]["Image"][];
            createdAt: components["schemas"]["Timestamp"];
        };
        AdminCaseStudyPage: {
            items: components["schemas"]["AdminCaseStudy"][];
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            page: number;
            /** Format: int32 */
            pageCount: number;
        };
        CaseStudyInput: {
            title: string;
            description: string;
            coverImageUrl: components["schemas"]["ImageUrl"];
            clientName: string;
            clientIndustry: string;
            projectUrl: string | null;
            challenge: string;
            solution: string;
            /** @description Key results, 1 to 20 rows; keys unique (after trimming), else 400 CONTENT_CASE_STUDY_DUPLICATE_RESULT. */
            results: components["schemas"]["CaseStudyResult"][];
            /** @description The gallery, in order; at most 12 images, each once. */
            galleryImageUrls: components["schemas"]["ImageUrl"][];
        };
        AdminTestimonial: {
            id: components["schemas"]["Id"];
            quote: string;
            authorName: string;
            authorRole: string;
            company: string | null;
            photo: components["schemas"]["Image"] | null;
            /** Format: int32 */
            rating: number;
            createdAt: components["schemas"]["Timestamp"];
        };
        AdminTestimonialPage: {
            items: components["schemas"]["AdminTestimonial"][];
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            page: number;
            /** Format: int32 */
            pageCount: number;
        };
        TestimonialInput: {
            quote: string;
            authorName: string;
            authorRole: string;
            company: string | null;
            photoUrl: components["schemas"]["ImageUrl"] | null;
            /**
             * Format: int32
             * @description Stars on the portfolio page.
             */
            rating: number;
        };
        AdminPricingTier: {
            id: components["schemas"]["Id"];
            name: string;
            /** Format: int32 */
            priceCents: number;
            /** @enum {string} */
            interval: "month" | "project";
            features: string[];
            highlighted: boolean;
        };
        AdminPricingTierPage: {
            items: components["schemas"]["AdminPricingTier"][];
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            page: number;
            /** Format: int32 */
            pageCount: number;
        };
        PricingTierInput: {
            name: string;
            /**
             * Format: int32
             * @description In cents: 150000 is 1,500.00.
             */
            priceCents: number;
            /** @enum {string} */
            interval: "month" | "project";
            features: string[];
            /** @description The tier the page marks as most popular. */
            highlighted: boolean;
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
        /** @description Something else refers to the record (the code and message say what); nothing was changed. */
        InUse: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The search engine (Meilisearch, where one is configured) did not answer within its timeouts. Nothing is wrong with the query: the site shows no results, says nothing, and the next keystroke tries again. */
        SearchUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The slug or name is already in use. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The post is not in the state this step of the review needs. */
        ReviewConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The file is larger than the contract allows. */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The file is not one of the allowed image types. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No preview link with this token works (unknown, revoked or expired); the same answer for each. */
        PreviewNotFound: {
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
        /** @description Signed in, but not allowed. */
        Forbidden: {
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
    };
    parameters: {
        ServiceSlug: components["schemas"]["Slug"];
        /** @description Case-insensitive partial match on the title or name (a case study's client, a testimonial's company and quote too). */
        PartSearch: string;
        RecordId: components["schemas"]["Id"];
        /** @description Case-insensitive partial match on the name. */
        NameSearch: string;
        /** @description 1-based. */
        Page: number;
        PageSize: number;
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
    listPublishedPosts: {
        parameters: {
            query?: {
                /** @description Only featured posts (true) or only the others (false). */
                featured?: boolean;
                /** @description A category's slug. */
                category?: components["schemas"]["Slug"];
                /** @description A tag's slug. */
                tag?: components["schemas"]["Slug"];
                limit?: number;
                /** @description 1-based; rows (page-1)*limit to page*limit-1. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of published posts and how many match in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    getPublishedPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["schemas"]["PostSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getPostPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The preview link's code, the last part of its address. */
                linkCode: components["schemas"]["PreviewToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post as it would be published. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostPreview"];
                };
            };
            400: components["responses"]["LimitedBadRequest"];
            404: components["responses"]["PreviewNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listCategories: {
        parameters: {
            query?: {
                /** @description With true, only the categories that have a published post (the blog's filters). */
                published?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"][];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    listTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"][];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listPartners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active partners. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Partner"][];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listTeamMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active team members. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMember"][];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["schemas"]["Slug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service and all its parts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    searchSite: {
        parameters: {
            query: {
                /** @description What the visitor typed; 2 to 200 characters. Quotes and operators are plain text. */
                q: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The results. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResults"];
                };
            };
            400: components["responses"]["LimitedBadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["SearchUnavailable"];
        };
    };
    getSiteMap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site's pages, grouped by section. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteMap"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getSitemapXml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sitemap. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getRobotsTxt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The robots file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getMedia: {
        parameters: {
            query?: {
                /** @description The width of a WebP variant, in pixels. */
                w?: number;
            };
            header?: never;
            path: {
                fileName: components["schemas"]["MediaFileName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image bytes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getDocumentLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document: components["schemas"]["DocumentName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getDocument: {
        parameters: {
            query: {
                /** @description Unix time (seconds) after which the link no longer works. */
                expires: number;
                /** @description HMAC-SHA256 of the document and expiry, base64url. */
                signature: string;
            };
            header?: never;
            path: {
                document: components["schemas"]["DocumentName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listAllPosts: {
        parameters: {
            query?: {
                status?: components["schemas"]["PostStatus"];
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of posts and the total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostInput"];
            };
        };
        responses: {
            /** @description The post as stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    getPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updatePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostInput"];
            };
        };
        responses: {
            /** @description The post as it now stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
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
    deletePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: components["schemas"]["Id"];
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
    setPostPublished: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    published: boolean;
                };
            };
        };
        responses: {
            /** @description The post as it now stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    schedulePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    scheduledFor: components["schemas"]["Timestamp"] | null;
                };
            };
        };
        responses: {
            /** @description The post as it now stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
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
    submitPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post as it now stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ReviewConflict"];
            500: components["responses"]["InternalError"];
        };
    };
    publishPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post as it now stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
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
    returnPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: components["schemas"]["ReviewComment"];
                };
            };
        };
        responses: {
            /** @description The post as it now stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ReviewConflict"];
            500: components["responses"]["InternalError"];
        };
    };
    listPostVersions: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path: {
                postId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of versions and the total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostVersionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getPostVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: components["schemas"]["Id"];
                versionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostVersion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    restorePostVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: components["schemas"]["Id"];
                versionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post as it now stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
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
    listPreviewLinks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The working links. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["PreviewLink"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    createPreviewLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: int32
                     * @default 7
                     */
                    days?: number;
                };
            };
        };
        responses: {
            /** @description The link, with its address (shown this once). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewPreviewLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ReviewConflict"];
            500: components["responses"]["InternalError"];
        };
    };
    revokePreviewLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: components["schemas"]["Id"];
                linkId: components["schemas"]["Id"];
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
    listCategoryUsage: {
        parameters: {
            query?: {
                /** @description Part of the name or slug, any case. */
                q?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of categories and the total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxonomyPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: components["schemas"]["Label"];
                };
            };
        };
        responses: {
            /** @description The category. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    renameCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                categoryId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: components["schemas"]["Label"];
                };
            };
        };
        responses: {
            /** @description The renamed category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
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
    deleteCategory: {
        parameters: {
            query?: {
                /** @description The category the posts move to. */
                moveTo?: components["schemas"]["Id"];
            };
            header?: never;
            path: {
                categoryId: components["schemas"]["Id"];
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
            409: components["responses"]["InUse"];
            500: components["responses"]["InternalError"];
        };
    };
    listTagUsage: {
        parameters: {
            query?: {
                /** @description Part of the name or slug, any case. */
                q?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of tags and the total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxonomyPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    renameTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tagId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: components["schemas"]["Label"];
                };
            };
        };
        responses: {
            /** @description The renamed tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
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
    deleteTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tagId: components["schemas"]["Id"];
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
            409: components["responses"]["InUse"];
            500: components["responses"]["InternalError"];
        };
    };
    mergeTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tagId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    into: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The tag the posts now carry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listMedia: {
        parameters: {
            query?: {
                /** @description Case-insensitive partial match on the file name. */
                q?: string;
                type?: "image/png" | "image/jpeg" | "image/webp" | "image/svg+xml";
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
            /** @description One page of images and how many match in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The stored image. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Image"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileName: components["schemas"]["MediaFileName"];
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
            409: components["responses"]["InUse"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminPartners: {
        parameters: {
            query?: {
                /** @description Case-insensitive partial match on the name. */
                q?: components["parameters"]["NameSearch"];
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
            /** @description One page of partners and how many match in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPartnerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createPartner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerInput"];
            };
        };
        responses: {
            /** @description The partner. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPartner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    updatePartner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerInput"];
            };
        };
        responses: {
            /** @description The partner as it now stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPartner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deletePartner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["RecordId"];
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
    listAdminTeamMembers: {
        parameters: {
            query?: {
                /** @description Case-insensitive partial match on the name. */
                q?: components["parameters"]["NameSearch"];
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
            /** @description One page of team members and how many match in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTeamMemberPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamMemberInput"];
            };
        };
        responses: {
            /** @description The team member. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTeamMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    updateTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamMemberInput"];
            };
        };
        responses: {
            /** @description The team member as they now stand. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTeamMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["RecordId"];
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
            409: components["responses"]["InUse"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The services, by title. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminServiceList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminServiceSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceInput"];
            };
        };
        responses: {
            /** @description The service as it now stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminServiceSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminServiceFeatures: {
        parameters: {
            query?: {
                /** @description Case-insensitive partial match on the title or name (a case study's client, a testimonial's company and quote too). */
                q?: components["parameters"]["PartSearch"];
                /** @description 1-based. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page and how many match in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminServiceFeaturePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    createServiceFeature: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceFeatureInput"];
            };
        };
        responses: {
            /** @description What was added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminServiceFeature"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateServiceFeature: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceFeatureInput"];
            };
        };
        responses: {
            /** @description As it now stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminServiceFeature"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteServiceFeature: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
                id: components["parameters"]["RecordId"];
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
    reorderServiceFeatures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeatureOrderInput"];
            };
        };
        responses: {
            /** @description The features in their new order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminServiceFeatureList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminCaseStudies: {
        parameters: {
            query?: {
                /** @description Case-insensitive partial match on the title or name (a case study's client, a testimonial's company and quote too). */
                q?: components["parameters"]["PartSearch"];
                /** @description 1-based. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page and how many match in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaseStudyPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    createCaseStudy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CaseStudyInput"];
            };
        };
        responses: {
            /** @description What was added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaseStudy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateCaseStudy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CaseStudyInput"];
            };
        };
        responses: {
            /** @description As it now stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCaseStudy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteCaseStudy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
                id: components["parameters"]["RecordId"];
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
    listAdminTestimonials: {
        parameters: {
            query?: {
                /** @description Case-insensitive partial match on the title or name (a case study's client, a testimonial's company and quote too). */
                q?: components["parameters"]["PartSearch"];
                /** @description 1-based. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page and how many match in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTestimonialPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    createTestimonial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestimonialInput"];
            };
        };
        responses: {
            /** @description What was added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTestimonial"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateTestimonial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestimonialInput"];
            };
        };
        responses: {
            /** @description As it now stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTestimonial"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteTestimonial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
                id: components["parameters"]["RecordId"];
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
    listAdminPricingTiers: {
        parameters: {
            query?: {
                /** @description Case-insensitive partial match on the title or name (a case study's client, a testimonial's company and quote too). */
                q?: components["parameters"]["PartSearch"];
                /** @description 1-based. */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page and how many match in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPricingTierPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    createPricingTier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PricingTierInput"];
            };
        };
        responses: {
            /** @description What was added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPricingTier"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updatePricingTier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PricingTierInput"];
            };
        };
        responses: {
            /** @description As it now stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPricingTier"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deletePricingTier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ServiceSlug"];
                id: components["parameters"]["RecordId"];
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
}

// Every component schema of the contract, by its name.
export type PostVersionKind = components['schemas']['PostVersionKind'];
export type PostVersionField = components['schemas']['PostVersionField'];
export type PostVersionSummary = components['schemas']['PostVersionSummary'];
export type PostVersion = components['schemas']['PostVersion'];
export type PostVersionPage = components['schemas']['PostVersionPage'];
export type PreviewToken = components['schemas']['PreviewToken'];
export type PreviewLink = components['schemas']['PreviewLink'];
export type NewPreviewLink = components['schemas']['NewPreviewLink'];
export type PostPreview = components['schemas']['PostPreview'];
export type Slug = components['schemas']['Slug'];
export type PostSlug = components['schemas']['PostSlug'];
export type Label = components['schemas']['Label'];
export type MediaFileName = components['schemas']['MediaFileName'];
export type DocumentName = components['schemas']['DocumentName'];
export type ImageUrl = components['schemas']['ImageUrl'];
export type Image = components['schemas']['Image'];
export type MediaVariant = components['schemas']['MediaVariant'];
export type MediaUse = components['schemas']['MediaUse'];
export type MediaItem = components['schemas']['MediaItem'];
export type MediaPage = components['schemas']['MediaPage'];
export type Category = components['schemas']['Category'];
export type Tag = components['schemas']['Tag'];
export type TaxonomyUsage = components['schemas']['TaxonomyUsage'];
export type TaxonomyPage = components['schemas']['TaxonomyPage'];
export type SeoMeta = components['schemas']['SeoMeta'];
export type Author = components['schemas']['Author'];
export type PostStatus = components['schemas']['PostStatus'];
export type RevisionStatus = components['schemas']['RevisionStatus'];
export type ReviewComment = components['schemas']['ReviewComment'];
export type Writer = components['schemas']['Writer'];
export type ReviewNote = components['schemas']['ReviewNote'];
export type PostRevision = components['schemas']['PostRevision'];
export type PostSummary = components['schemas']['PostSummary'];
export type Post = components['schemas']['Post'];
export type PostPage = components['schemas']['PostPage'];
export type PostInput = components['schemas']['PostInput'];
export type Partner = components['schemas']['Partner'];
export type TeamMember = components['schemas']['TeamMember'];
export type Service = components['schemas']['Service'];
export type ServiceFeature = components['schemas']['ServiceFeature'];
export type CaseStudy = components['schemas']['CaseStudy'];
export type Testimonial = components['schemas']['Testimonial'];
export type PricingTier = components['schemas']['PricingTier'];
export type SearchType = components['schemas']['SearchType'];
export type HighlightedText = components['schemas']['HighlightedText'];
export type SearchResult = components['schemas']['SearchResult'];
export type SearchResults = components['schemas']['SearchResults'];
export type SiteMapEntry = components['schemas']['SiteMapEntry'];
export type SiteMap = components['schemas']['SiteMap'];
export type SignedLink = components['schemas']['SignedLink'];
export type PartnerInput = components['schemas']['PartnerInput'];
export type AdminPartner = components['schemas']['AdminPartner'];
export type AdminPartnerPage = components['schemas']['AdminPartnerPage'];
export type TeamMemberInput = components['schemas']['TeamMemberInput'];
export type AdminTeamMember = components['schemas']['AdminTeamMember'];
export type AdminTeamMemberPage = components['schemas']['AdminTeamMemberPage'];
export type AdminServiceSummary = components['schemas']['AdminServiceSummary'];
export type ServiceInput = components['schemas']['ServiceInput'];
export type AdminServiceList = components['schemas']['AdminServiceList'];
export type AdminServiceFeature = components['schemas']['AdminServiceFeature'];
export type AdminServiceFeaturePage = components['schemas']['AdminServiceFeaturePage'];
export type AdminServiceFeatureList = components['schemas']['AdminServiceFeatureList'];
export type ServiceFeatureInput = components['schemas']['ServiceFeatureInput'];
export type FeatureOrderInput = components['schemas']['FeatureOrderInput'];
export type CaseStudyResult = components['schemas']['CaseStudyResult'];
export type AdminCaseStudy = components['schemas']['AdminCaseStudy'];
export type AdminCaseStudyPage = components['schemas']['AdminCaseStudyPage'];
export type CaseStudyInput = components['schemas']['CaseStudyInput'];
export type AdminTestimonial = components['schemas']['AdminTestimonial'];
export type AdminTestimonialPage = components['schemas']['AdminTestimonialPage'];
export type TestimonialInput = components['schemas']['TestimonialInput'];
export type AdminPricingTier = components['schemas']['AdminPricingTier'];
export type AdminPricingTierPage = components['schemas']['AdminPricingTierPage'];
export type PricingTierInput = components['schemas']['PricingTierInput'];
