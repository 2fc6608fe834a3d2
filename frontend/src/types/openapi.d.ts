/**
 * Generated from openapi.schema.yaml by openapi-typescript: do not edit.
 * Regenerate with `make api-types`; import the shapes through @/types/api.
 */

export interface paths {
    "/api/v1/auth/email/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The learner's confirmed sign-in address */
        get: operations["auth_email_retrieve"];
        put?: never;
        /** Mail a link that makes this address the learner's sign-in address once opened */
        post: operations["auth_email_create"];
        /** Stop signing in by email (never the learner's last way in) */
        delete: operations["auth_email_destroy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/email/confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a sign-in address with the mailed link's secret, signed in as the learner who asked
         * @description Opened from the mailbox, by the learner who asked, signed in: the link's secret alone would let whoever reads a
         *     mistyped address's mailbox make it the learner's sign-in address.
         */
        post: operations["auth_email_confirm_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/email/sign_in/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a mailed sign-in link's secret */
        post: operations["auth_email_sign_in_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/email/sign_in_link/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a sign-in link to a confirmed address; the same answer whether or not it is known */
        post: operations["auth_email_sign_in_link_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/link_google/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep the signed-in demo account by tying it to a Google account
         * @description A guest keeps their demo account by signing in with Google: the account becomes theirs for good.
         */
        post: operations["auth_link_google_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login_demo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in as a new guest (when DEMO_LOGIN is on) */
        post: operations["auth_login_demo_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login_google/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a Google access token */
        post: operations["auth_login_google_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout_knox/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the token this request was made with */
        post: operations["auth_logout_knox_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logoutall/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere: revoke every token of the signed-in learner, this one included */
        post: operations["auth_logoutall_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/passkey/create_account/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the account with the passkey the browser made; signs it in */
        post: operations["auth_passkey_create_account_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/passkey/create_account/options/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start creating an account with a passkey */
        post: operations["auth_passkey_create_account_options_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/passkey/sign_in/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with what the passkey signed */
        post: operations["auth_passkey_sign_in_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/passkey/sign_in/options/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start signing in with a passkey */
        post: operations["auth_passkey_sign_in_options_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/passkeys/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in learner's passkeys, oldest first */
        get: operations["auth_passkeys_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/passkeys/{passkey_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of the learner's passkeys (never their last way to sign in) */
        delete: operations["auth_passkeys_destroy"];
        options?: never;
        head?: never;
        /** Name one of the learner's passkeys */
        patch: operations["auth_passkeys_partial_update"];
        trace?: never;
    };
    "/api/v1/auth/passkeys/add/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add the passkey the browser made; a guest's account is theirs for good from now on */
        post: operations["auth_passkeys_add_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/passkeys/add/options/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start adding a passkey to the signed-in learner */
        post: operations["auth_passkeys_add_options_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/profile/info/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's names */
        get: operations["auth_profile_info_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/profile/info/photo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's photo */
        get: operations["auth_profile_info_photo_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/profile/privacy/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make the signed-in learner's profile private or public */
        put: operations["auth_profile_privacy_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/profile/progress/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The plain progress update: a study step on a verse adds 25, up to 100 (a verse reaching 100 joins the review schedule). It pays no xp and counts for no quest or streak: a won game is recorded, with its xp, by grading its moves (POST /games/results/), and a claimed win here is refused. */
        post: operations["progress_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/profile/progress_info/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The user's progress on one verse, 0 if they have not started it. */
        post: operations["progress_info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/profile/settings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's settings
         * @description GET and PUT share /auth/profile/settings/; each operation keeps its own class above.
         */
        get: operations["auth_profile_settings_retrieve"];
        /**
         * Change the signed-in user's settings (the time zone their days are counted in)
         * @description GET and PUT share /auth/profile/settings/; each operation keeps its own class above.
         */
        put: operations["auth_profile_settings_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/profile/update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the signed-in user's names (both at once) */
        put: operations["auth_profile_update_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/profile/update/photo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the signed-in user's photo */
        put: operations["auth_profile_update_photo_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bookmarks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The user's bookmarks, newest first, a page at a time. */
        get: operations["bookmark_list"];
        put?: never;
        /** @description GET and POST share /bookmarks/; each operation keeps its own class above. */
        post: operations["bookmark_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bookmarks/{surah_id}/{ayah_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["bookmark_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chapters/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["chapters_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chapters/{chapter_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["chapters_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/config/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description What the frontend needs to know before sign-in (the page carries it too: `spa_index`). */
        get: operations["config_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/audio/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["games_audio_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/ayah_image/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["games_ayah_image_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/ayah_text/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["games_ayah_text_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/gaps/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["games_gaps_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/makhraj_letter/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description "Which letter?": four words of verses, each with a letter left out, to be told from the letters learners confuse with it (ض ظ د ز, ث س ص, ح ه, ع ء, ق ك, ط ت). Graded like the other games (POST /games/results/ with moves {question, letter}): won when every letter is right, paid under the same pace rules; it moves no verse's progress and is no review. */
        post: operations["games_makhraj_letter_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/makhraj_point/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description "Where is it born?": four of the 28 letters, each to be placed at its point of articulation (GET /makhraj/). Graded like the other games (POST /games/results/ with moves {question, point}): won when every point is right, paid under the same pace rules; it moves no verse's progress and is no review. */
        post: operations["games_makhraj_point_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/matching/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["games_matching_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/memory/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["games_memory_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/results/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Grades a dealt game from the player's moves, once, by the rules the app plays by (hafiz/games/grading.py); a won game is recorded as a win, with its xp (rules: hafiz/xp/rules.py). The only way a game earns xp. */
        post: operations["game_grade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/shuffling/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["games_shuffling_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/games/which_one/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description "Which one?": deals a drill of the verse against its look-alike verses (GET /verses/{surah_id}/{ayah_id}/similar/). Each question names one verse of a pair, shows the words both share and offers each verse's words that continue (or open) them, or for a shared phrase each verse's word that differs inside it. Graded like the other games (POST /games/results/ with moves {question, option}): won when every answer is right, paid under the same pace rules, and a review of a memorised verse (POST /review/). Each wrong answer records the verses as confused: memorised ones come back for review together (GET /review/today/ confused_pairs), and the profile lists the pairs confused most (GET /review/confusions/). */
        post: operations["games_which_one_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/health/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description For load balancers and monitors: 200 while the app server can reach the database, else 503. */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/juz/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 30 juz: where each starts and ends, and the words it is known by */
        get: operations["juz_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leaderboard/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A page of the xp ranking and your own place in it, even outside the page. Ranks follow xp, then who reached it first, then user id, so no two learners share a rank. */
        get: operations["leaderboard_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/levels/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every chapter, 1 to 114, with this user's progress through it and whether every verse of it is at 100: the level map's node states in one call. */
        get: operations["level_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/makhraj/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where each letter is born: the areas, the 17 points, the letters with their sifat and examples
         * @description Public content in English and Russian. Answered with an ETag and kept 5 minutes.
         */
        get: operations["makhraj_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pages/{page}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the Madani mushaf: its lines, and its verses in order with the line of each word */
        get: operations["pages_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/path/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The learner's path; Hafiz's path with 3 new verses a day for a learner who never chose. */
        get: operations["learning_path_get"];
        /** @description Replaces the learner's path and gives it back as GET does. */
        put: operations["learning_path_set"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plan/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The learner's hifz plan and its forecast from today; both null before they make one. */
        get: operations["plan_get"];
        /** @description Make or change the plan. A change keeps its start and its days; today's parts are made afresh unless one of them was done already. */
        put: operations["plan_set"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description Pause the plan from today (no parts, the streak of plan days kept), or go on with it. */
        patch: operations["plan_pause"];
        trace?: never;
    };
    "/api/v1/plan/chart/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The plan's pages memorised from its start to today, a week apart or more, against its line. */
        get: operations["plan_chart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plan/forecast/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description What a plan would come to, without saving it: its finish date from today, its manzil's daily share, and with finish_by the lines a day it needs. */
        post: operations["plan_forecast"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plan/today/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Today's hifz: sabaq, sabqi and manzil, each with what was recited today and whether it is done (made on a study day's first ask and then fixed for the day), the plan days done in a row, and the forecast. `today` is null without a plan. */
        get: operations["plan_today"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/player/listened/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Records that the learner played a range through once, each verse `repeats` times. Append-only: every call adds a listening event. Every pass counts for the statistics; for the daily quest, only a pass no shorter than its recitation (see counts_for_quests). */
        post: operations["listening_record"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/player/settings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The learner's Hifz player settings; the defaults until they save their own. */
        get: operations["player_settings_get"];
        /** @description Replaces the learner's Hifz player settings; every setting must be sent. */
        put: operations["player_settings_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/player/started/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The player starts listening. Its passes are timed from here: a pass counts toward the daily listening quest only when it took at least its recitation's length (an estimate per word: hafiz/listening/pace.py). */
        post: operations["listening_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/player/stats/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The learner's listening per day, every day of the span (oldest first), zeros included. */
        get: operations["listening_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/player/verses/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The verses of a range with their words and recitation, for the Hifz player. A range runs in the mushaf's order over one chapter or several, at most 564 verses (the longest juz). */
        get: operations["player_verse_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profile/followers/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The learners following you, latest first; is_following says whether you follow back. */
        get: operations["follower_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profile/following/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The learners you follow, latest followed first. */
        get: operations["following_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profile/goal/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Set the xp per week you aim for (10–1000, default 50). */
        put: operations["weekly_goal_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profile/stats/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The profile's statistics; days are the learner's own (their time zone). */
        get: operations["profile_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/progress/current/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The learner's current verse, for the current-level button: the first verse on their path not yet at 100. Hafiz's path: chapters 114, 113, … 78, then 67 … 77, 58 … 66, then 1, 2, … 57. */
        get: operations["progress_current"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/progress/next_xp/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Per game, what its next win on this verse would pay, for the game tiles: 10 xp for a first win, 2 for a replay, 0 once the day's first-win xp or paid replays are used up. Chapter and quest bonuses come on top and are not included; a win faster than a person's pace is paid a little later. */
        get: operations["progress_next_xp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/progress/pages/{page}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The verses of one page of the Madani mushaf the learner has memorised: the mushaf page tints them. */
        get: operations["progress_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/progress/portions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The share of each juz, hizb and page of the Madani mushaf the learner has memorised, counted in verses: the level map's juz view and the profile's juz. */
        get: operations["progress_portions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quests/today/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The learner's three daily quests for today (their time zone), with progress. New quests come at the learner's midnight; finishing one adds its xp bonus once. */
        get: operations["quest_today_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recitations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A recitation from memory, sent once when it ends (or when the app is back online): its passage and every slip marked on its words. Each verse on the learner's review schedule is reviewed from its slips (forgot: again; wrong word, vowel, or the first letters shown: hard; tajweed only or none: good), each look-alike drifted into is kept as a confusion, and the recitation pays 1 xp a verse (300 a day at most). Slips are private: no other call shows them to anyone else. */
        post: operations["recitation_record"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recitations/passage/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The words of a passage to recite from memory: a verse range, a run of mushaf pages, a quarter of a hizb, or today's review (the verses due now, at most 564), at most 564 verses. */
        get: operations["recitation_passage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recitations/slip-history/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The learner's slips week by week, and the verses they mended. The learner's own. */
        get: operations["recitation_slip_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recitations/weak-spots/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The learner's weakest verses and words, from the slips of their recitations. The learner's own. */
        get: operations["recitation_weak_spots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recitations/weak-words/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The learner's weak words in a passage (a verse, a page, a range: named as the passage call names it), from the slips of their recitations. The learner's own: no call shows them to anyone else. */
        get: operations["recitation_weak_words"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recordings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in learner's recordings
         * @description Newest first, with what they hold against the learner's quota. Private: only their owner lists them.
         */
        get: operations["recording_list"];
        put?: never;
        /**
         * Upload a recording of a recitation
         * @description Checked by its content (the whole audio decoded), re-muxed into a fresh file under a generated name in the private store, and removed after RECORDING_DAYS_KEPT days unless kept.
         */
        post: operations["recording_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recordings/{upload_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the learner's recordings */
        get: operations["recording_get"];
        put?: never;
        post?: never;
        /**
         * Delete a recording
         * @description The file is removed from the store with it.
         */
        delete: operations["recording_delete"];
        options?: never;
        head?: never;
        /**
         * Keep a recording, or change the slips marked on it
         * @description Slips changed while listening back replace the slips of the recitation it was recorded in, so the learner's weak spots follow them.
         */
        patch: operations["recording_update"];
        trace?: never;
    };
    "/api/v1/recordings/{upload_id}/audio/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A recording's audio, streamed to its owner
         * @description Only with the owner's token, never cached by a shared cache: there is no public address of a recording.
         */
        get: operations["recording_audio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/review/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Records a graded game on a memorised verse as a review of that verse, rated from the server's grading: a clean win rates Good, a win after mistakes Hard, a lost game (or one left before the end, graded with the moves made) Again; FSRS then sets when it is next due. A game is one review: the same game_id again answers the first review. */
        post: operations["review_record"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/review/confusions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The look-alike verses the learner has confused most, in the drill "Which one?" (POST /games/which_one/) or reciting from memory (POST /recitations/), each pair once whichever way round it was confused. */
        get: operations["confused_pairs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/review/stats/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The profile's review figures. */
        get: operations["review_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/review/today/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description What to study now: memorised verses due for review and the next new verses on the path. Of the verses that fell due the same day, those holding the learner's weak words (from their recitations) come first. Verses the learner's hifz plan has them recite today are left out. */
        get: operations["review_today"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stats/landing/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The public landing's figures, counted from the data at most an hour ago. Public and cacheable (Cache-Control: public, max-age=3600). */
        get: operations["landing_figures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Find learners to follow by name (never yourself, nor a private or deactivated learner), sorted by name: the first 20 at most, and how many matched. There is no listing of everyone: a search needs a word of at least 2 letters, and answers no further page (offset above 0 is a 400; next is null). */
        get: operations["user_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{user_id}/follow/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description POST and DELETE share /users/{user_id}/follow/; each operation keeps its own class above. */
        post: operations["follow_add"];
        /** @description POST and DELETE share /users/{user_id}/follow/; each operation keeps its own class above. */
        delete: operations["follow_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/verses/{surah_id}/{ayah_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A verse: text, words, transliterations, translations, recitation and image
         * @description A verse's whole content in one public answer that browsers and nginx keep (hafiz.common.versioned): the
         *     learn card's call. The content POSTs /games/ayah_text/ and /games/ayah_image/ answer parts of it.
         */
        get: operations["verses_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/verses/{surah_id}/{ayah_id}/similar/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The verse's look-alikes, with the words that differ */
        get: operations["verses_similar_list"];
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
        /** @description The one error shape of the API (hafiz.common.errors). */
        ApiError: {
            message: string;
            fields: {
                [key: string]: string[];
            };
        };
        AudioMoveRequest: {
            /** @description The option chosen, as it was offered. */
            option: string;
        };
        AudioQuestion: {
            /** @description The asked verse's recitation. */
            audio_url: string;
            /** @description 3 or 4 distinct verse openings, in random order. */
            options: string[];
            /** @description The asked verse's opening; one of the options. */
            correct_answer: string;
            /**
             * Format: uuid
             * @description This deal's id: send it with the player's moves to POST /games/results/ to grade the game (within 3 hours).
             */
            game_id: string;
        };
        AyahImage: {
            /** @description Path of the verse image under the site's origin. */
            image: string;
            text: string;
            transliteration_text: string;
            transliteration_text_ru: string;
            english_text: string;
            russian_text: string;
        };
        /** @description The answer of both progress calls (docs/product.md §7). */
        AyahProgress: {
            ayah_progress: components["schemas"]["VerseProgress"];
        };
        AyahText: {
            text: string;
            globalNumber: number;
            /** @description The verse's recitation (AUDIO_BASE_URL + global number). */
            audio_url: string;
        };
        Bookmark: {
            surah_id: number;
            ayah_id: number;
            chapter_name_simple: string;
            chapter_name_simple_ru: string;
            text: string;
            /** Format: date-time */
            created_at: string;
        };
        BookmarkPage: {
            count: number;
            /** Format: uri */
            next: string | null;
            /** Format: uri */
            previous: string | null;
            results: components["schemas"]["Bookmark"][];
        };
        BroughtIn: {
            verse: components["schemas"]["VerseReference"];
            /**
             * @description Due for review, or holding weak words.
             *
             *     * `due` - due
             *     * `weak` - weak
             */
            reason: components["schemas"]["BroughtInReasonEnum"];
        };
        /**
         * @description * `due` - due
         *     * `weak` - weak
         * @enum {string}
         */
        BroughtInReasonEnum: "due" | "weak";
        /**
         * @description * `ok` - ok
         *     * `unavailable` - unavailable
         * @enum {string}
         */
        CacheEnum: "ok" | "unavailable";
        ChapterDetailOutput: {
            chapter: components["schemas"]["ChapterOutput"];
        };
        ChapterListOutput: {
            chapters: components["schemas"]["ChapterOutput"][];
        };
        /** @description The shape of a public chapters service (docs/product.md §7), so the frontend needs no outside one. */
        ChapterOutput: {
            id: number;
            verses_count: number;
            name_simple: string;
            /** @description The name as Russian editions write it (Аль-Бакара). */
            name_simple_ru: string;
            name_arabic: string;
            revelation_place: string;
            readonly translated_name: components["schemas"]["TranslatedName"];
        };
        ChartPoint: {
            /** Format: date */
            day: string;
            /** Format: double */
            pages: number;
        };
        ConfusedPair: {
            /** @description The pair's verse that comes first in the Qur'an. */
            first: components["schemas"]["VerseReference"];
            second: components["schemas"]["VerseReference"];
            /** @description Wrong answers in the drill and drifts in recitations, either way round. */
            times: number;
            /** Format: date-time */
            last_confused_at: string;
        };
        ConfusedPairListOutput: {
            /** @description At most 5, most confused first. */
            pairs: components["schemas"]["ConfusedPair"][];
        };
        /**
         * @description * `ok` - ok
         * @enum {string}
         */
        DatabaseEnum: "ok";
        DueOnDay: {
            /** Format: date */
            date: string;
            count: number;
        };
        DueVerse: {
            surah_id: number;
            ayah_id: number;
            /** Format: date-time */
            due: string;
        };
        EmailLinkTokenInputRequest: {
            /** @description The secret after #token= in the mailed link. */
            token: string;
        };
        EmailMessage: {
            message: string;
        };
        ForecastInputRequest: {
            scope: components["schemas"]["ScopeEnum"];
            /** @description A range of juz only. */
            first_juz?: number | null;
            /** @description A range of juz only. */
            last_juz?: number | null;
            sabaq_unit: components["schemas"]["SabaqUnitEnum"];
            /** @description Lines 1–30, quarters of a page 1–8 (¼ to 2 pages), or verses 1–50, a study day. */
            sabaq_amount: number;
            /** @description The days of the week studied, 0 = Monday … 6 = Sunday. */
            study_weekdays: number[];
            /** @description Every memorised verse comes back in the manzil within this many days. */
            manzil_days: number;
            /**
             * Format: date
             * @description A date to finish by: the answer says the lines a day it needs.
             */
            finish_by?: string | null;
        };
        /**
         * @description The right answer of a graded game (hafiz.games.grading.right_answer), in its moves' terms; one field, its
         *     game's.
         */
        GameAnswerOutput: {
            /** @description Shuffling: the phrase of each gap, gaps in reading order. */
            placements?: components["schemas"]["GapPlacement"][];
            /** @description Memory: the two cards of each verse. */
            pairs?: number[][];
            /** @description Matching: each text's own image. */
            links?: components["schemas"]["MatchingLink"][];
            /** @description Audio: the right option. */
            option?: string;
            /** @description Gaps: each blank's word. */
            blanks?: components["schemas"]["GapsBlankAnswer"][];
            /** @description Which one?: each question's right option. */
            choices?: components["schemas"]["WhichOneMove"][];
            /** @description Where is it born?: each question's point. */
            born_at?: components["schemas"]["MakhrajPointMove"][];
            /** @description Which letter?: each question's letter. */
            letters?: components["schemas"]["MakhrajLetterMove"][];
        };
        GameGradeInputRequest: {
            /**
             * Format: uuid
             * @description The deal's id, from the game's call (POST /games/<game>/).
             */
            game_id: string;
            /**
             * Format: uuid
             * @description A fresh UUID per grading. Sending the same win_id again (a retry) answers the first result again, with repeated: true, and changes nothing.
             */
            win_id: string;
            /** @description What the player did, in order, in the deal's game's shape: shuffling, each drop; memory, each flip; matching, each submitted set of links; audio, each chosen option; gaps, the submitted words; which one?, each answer; where is it born?, each point chosen; which letter?, each letter picked. Legal moves that do not solve the game are a lost game. */
            moves: components["schemas"]["GameMoveRequest"][];
        };
        GameGradeOutput: {
            ayah_progress: components["schemas"]["VerseProgress"];
            /** @description The xp xp_events paid now (their amounts). */
            xp_gained: number;
            /** @description The xp xp_events earned that waits for the pace budget (their waiting). */
            xp_waiting: number;
            /** @description xp that earlier wins earned and that waited, paid now, before this game's (in total_xp). */
            xp_released: number;
            /** @description What this win earned: the win itself, and a chapter or quest bonus when it finished one. */
            xp_events: components["schemas"]["XpEvent"][];
            /** @description The learner's xp of all time, after this game. */
            total_xp: number;
            /** @description This win brought the verse to 100. */
            verse_finished: boolean;
            /** @description This win_id was graded before; nothing was added. */
            repeated: boolean;
            /** @description The moves solved the game. Only a won game moves progress and earns xp; for a lost one the progress and total_xp are as they stand. */
            won: boolean;
            /** @description Shuffling drops into a wrong gap, wrong links of the matching submit, wrong audio options, blanks of gaps written wrongly or left empty, wrong drill answers, wrong points or letters of the makhraj practices; always 0 in memory. */
            mistakes: number;
            /** @description Memory: the pairs of cards turned, matched or not; null in the other games. */
            turns: number | null;
            /** @description The right answer, for the player to see what was wrong. */
            answer: components["schemas"]["GameAnswerOutput"];
            /**
             * @description Why a won game earned no xp: daily_cap (the day's first-win xp is spent), repeat_limit (the day's paid repeat wins are spent). null when it earned xp (paid now or waiting), and for a lost game. Rules: hafiz/xp/rules.py.
             *
             *     * `daily_cap` - daily_cap
             *     * `repeat_limit` - repeat_limit
             */
            unpaid: (components["schemas"]["UnpaidEnum"] | components["schemas"]["NullEnum"]) | null;
        };
        GameMoveRequest: components["schemas"]["ShufflingMoveRequest"] | components["schemas"]["MemoryMoveRequest"] | components["schemas"]["MatchingMoveRequest"] | components["schemas"]["AudioMoveRequest"] | components["schemas"]["GapsMoveRequest"] | components["schemas"]["WhichOneMoveRequest"] | components["schemas"]["MakhrajPointMoveRequest"] | components["schemas"]["MakhrajLetterMoveRequest"];
        /**
         * @description Which verses a game covers: `selectedAyah` verses of chapter `id` ending at `ayahId`, or 1..selectedAyah
         *     when fewer lead up to it.
         */
        GameVersesInputRequest: {
            /** @description Chapter number. */
            id: number;
            /** @description The current verse; in the audio game, the verse being asked. */
            ayahId: number;
            /** @description 'Number of ayahs: N', 1 to the chapter's verse count. */
            selectedAyah: number;
        };
        GapPlacement: {
            gap: number;
            /** @description The phrase that belongs in the gap. */
            phrase: number;
        };
        GapsBlankAnswer: {
            blank: number;
            /** @description The verse's word, as the verse shows it. */
            word: string;
            /** @description A regular expression that a written word's letters match whole when it is right: the word folded as hafiz/quran/spelling.py says (letters only, hamza on any seat as ء, ى as ي, ة as ه). */
            accepts: string;
        };
        GapsGame: {
            /** @description How hard this game is, 1..steps: the share of the words blanked (25%, 50%, 75%, 100%), one step up for each of the learner's earlier wins of Gaps on the verse. */
            step: number;
            steps: number;
            /** @description The latest covered verses that fit 40 words (or the last verse alone). */
            verses: components["schemas"]["GapsVerse"][];
            /**
             * Format: uuid
             * @description This deal's id: send it with the player's moves to POST /games/results/ to grade the game (within 3 hours).
             */
            game_id: string;
        };
        /**
         * @description Which verses a game covers: `selectedAyah` verses of chapter `id` ending at `ayahId`, or 1..selectedAyah
         *     when fewer lead up to it.
         */
        GapsGameInputRequest: {
            /** @description Chapter number. */
            id: number;
            /** @description The current verse; in the audio game, the verse being asked. */
            ayahId: number;
            /** @description 'Number of ayahs: N', 1 to the chapter's verse count. */
            selectedAyah: number;
        };
        GapsMoveRequest: {
            /** @description The submitted words, at most one per blank; a blank left out is wrong. */
            words: components["schemas"]["WrittenWordRequest"][];
            /** @description The blanks whose first letter was shown (a won game with one pays half its xp). */
            hints?: number[];
        };
        GapsVerse: {
            surah_id: number;
            ayah_id: number;
            /** @description In reading order, some blanked. */
            words: components["schemas"]["GapsWord"][];
        };
        GapsWord: {
            /** @description The word as the verse shows it; null for a blank. */
            text: string | null;
            /** @description A blank's id, 1..n in reading order; else null. */
            blank: number | null;
            /** @description A blank's length: the letters the mushaf writes in it (a hint); else null. */
            letters: number | null;
            /** @description A blank's first letter, shown when the learner asks for it (a hint); else null. */
            first_letter: string | null;
        };
        GoogleAccessTokenInputRequest: {
            /** @description Google OAuth access token. */
            access_token: string;
        };
        HealthOutput: {
            database: components["schemas"]["DatabaseEnum"];
            /**
             * @description 'unavailable': Redis is down; the app serves without it.
             *
             *     * `ok` - ok
             *     * `unavailable` - unavailable
             */
            cache: components["schemas"]["CacheEnum"];
        };
        /**
         * @description * `none` - none
         *     * `first_letter` - first_letter
         *     * `hidden` - hidden
         * @enum {string}
         */
        HideModeEnum: "none" | "first_letter" | "hidden";
        HifzPlan: {
            scope: components["schemas"]["ScopeEnum"];
            first_juz: number | null;
            last_juz: number | null;
            sabaq_unit: components["schemas"]["SabaqUnitEnum"];
            sabaq_amount: number;
            study_weekdays: number[];
            manzil_days: number;
            /** Format: date */
            started_on: string;
            /** @description Paused since the last pause's first day. */
            paused: boolean;
        };
        Hizb: {
            /** @description 1–60; juz n holds hizbs 2n−1 and 2n. */
            number: number;
            /** @description Its first verse. */
            first: components["schemas"]["VerseReference"];
            /** @description Its last verse. */
            last: components["schemas"]["VerseReference"];
        };
        /**
         * @description * `jawf` - jawf
         *     * `halq` - halq
         *     * `lisan` - lisan
         *     * `shafatan` - shafatan
         *     * `khayshum` - khayshum
         * @enum {string}
         */
        IdEnum: "jawf" | "halq" | "lisan" | "shafatan" | "khayshum";
        Juz: {
            number: number;
            /** @description Its first verse. */
            first: components["schemas"]["VerseReference"];
            /** @description Its last verse. */
            last: components["schemas"]["VerseReference"];
            /** @description The first words of its first verse, which name it. */
            opening_words: string;
            /** @description The page of the Madani mushaf it opens on. */
            page: number;
            verses_count: number;
            /** @description Its two hizbs (halves), in order. */
            hizbs: components["schemas"]["Hizb"][];
        };
        JuzList: {
            juz: components["schemas"]["Juz"][];
        };
        LandingFiguresOutput: {
            /** @description Active accounts that are not guests. */
            learners: number;
            /** @description Each learner's verses with any progress, added up. */
            verses_practised: number;
            /**
             * Format: double
             * @description Of the learners who earned xp last week, the share whose xp reached their weekly goal, one decimal; null when nobody earned xp last week.
             */
            weekly_goal_met_percent: number | null;
            /** @description Fewer than 100 learners: the landing shows a plain line instead of the figures. */
            young_site: boolean;
        };
        /**
         * @description * `en` - en
         *     * `ru` - ru
         * @enum {string}
         */
        LanguageEnum: "en" | "ru";
        LeaderboardListOutput: {
            results: components["schemas"]["LeaderboardRow"][];
            /** @description Learners ranked (with xp above 0 in the period). */
            count: number;
            /** @description Your own place, even outside this page. */
            me: components["schemas"]["LeaderboardMe"];
        };
        LeaderboardMe: {
            /** @description null while you have no xp in the period. */
            rank: number | null;
            xp: number;
        };
        LeaderboardRow: {
            rank: number;
            user_id: number;
            name: string;
            /** @description Path under the site's origin, or null. */
            photo_url: string | null;
            xp: number;
        };
        LearningPath: {
            kind: components["schemas"]["LearningPathKindEnum"];
            /** @description Where a custom or Juz 'Amma path starts; null on Hafiz's path. */
            chapter: number | null;
            daily_new_verses: number;
            /** @description Whether the learner has chosen a path; false while they are on the default one without choosing. */
            chosen: boolean;
            /** @description All 114 chapter numbers in the order the path takes them. */
            chapter_order: number[];
        };
        /**
         * @description * `hafidh` - Hafiz's path
         *     * `custom` - Custom path
         *     * `juz_amma` - Juz 'Amma
         * @enum {string}
         */
        LearningPathKindEnum: "hafidh" | "custom" | "juz_amma";
        LearningPathSetInputRequest: {
            kind: components["schemas"]["LearningPathKindEnum"];
            /** @description Where the path starts: any chapter for a custom path, 114 (An-Nas → An-Naba') or 78 (An-Naba' → An-Nas) for a Juz 'Amma path; absent or null for Hafiz's path. */
            chapter?: number | null;
            daily_new_verses: number;
        };
        LetterExample: {
            /**
             * @description How the word shows the letter: opening the word with a vowel, with a sukun, drawn out (a madd letter), with a shaddah (the ghunnah), its name recited among the disjoined letters (الم …), or (hamzah's) alif's name, which opens with a hamzah.
             *
             *     * `start` - start
             *     * `sukun` - sukun
             *     * `madd` - madd
             *     * `shaddah` - shaddah
             *     * `name` - name
             *     * `alif_name` - alif_name
             */
            kind: components["schemas"]["LetterExampleKindEnum"];
            surah_id: number;
            ayah_id: number;
            /** @description The word's place in the verse, from 0. */
            word_index: number;
            /** @description The verse's words (its word timings hold one pair each). */
            verse_word_count: number;
            /** @description The word, as the verse writes it (Arabic). */
            word: string;
            letter: components["schemas"]["LetterSpan"];
            /** @description The verse's recitation. */
            audio_url: string;
            /** @description Its word timings, when the site has them: then the word alone can be played. */
            timings_url: string | null;
        };
        /**
         * @description * `start` - start
         *     * `sukun` - sukun
         *     * `madd` - madd
         *     * `shaddah` - shaddah
         *     * `name` - name
         *     * `alif_name` - alif_name
         * @enum {string}
         */
        LetterExampleKindEnum: "start" | "sukun" | "madd" | "shaddah" | "name" | "alif_name";
        LetterShownIn: {
            surah_id: number;
            ayah_id: number;
            /** @description A word of the verse that holds the letter (Arabic). */
            word: string;
            letter: components["schemas"]["LetterSpan"];
        };
        /** @description Where a letter (with its marks) stands in a word's text. */
        LetterSpan: {
            /** @description Where it starts in the word's text. */
            start: number;
            /** @description Where it ends (excluded). */
            end: number;
        };
        Level: {
            /** @description Chapter number. */
            index: number;
            /** @description Every verse of the chapter is at 100. */
            done: boolean;
            /** @description How far the learner is through the chapter in whole percent: the verses' progress summed over every verse at 100, at least 1 once begun, at most 99 until done. */
            progress: number;
        };
        /** @description Verses surah_id:from_ayah to to_surah_id:to_ayah, inclusive, in the mushaf's order: one chapter or several. */
        ListeningRecordInputRequest: {
            surah_id: number;
            from_ayah: number;
            /** @description The last verse's chapter; default surah_id. */
            to_surah_id?: number;
            to_ayah: number;
            /** @description Times each verse of the range was heard in this pass. */
            repeats: number;
            /** @description The player's, from POST /player/started/. Without it (or with one not valid, not the learner's, or older than 12 hours) the pass counts for the statistics only. */
            listening_id?: string;
        };
        ListeningRecordOutput: {
            surah_id: number;
            from_ayah: number;
            to_surah_id: number;
            to_ayah: number;
            repeats: number;
            /** Format: date-time */
            listened_at: string;
            /**
             * Format: date
             * @description The learner's day it counts for.
             */
            day: string;
            /** @description The pass took at least its recitation's length since the player started (or since the learner's previous counted pass ended), so it counts toward the daily listening quest. */
            counts_for_quests: boolean;
        };
        ListeningStartOutput: {
            /** @description Name it in each pass this player records (POST /player/listened/); good for 12 hours. */
            listening_id: string;
            /** Format: date-time */
            started_at: string;
        };
        ListeningStatsOutput: {
            /** Format: date */
            from_day: string;
            /** Format: date */
            to_day: string;
            days: components["schemas"]["ListeningStatsOutputDay"][];
        };
        ListeningStatsOutputDay: {
            /** Format: date */
            day: string;
            /** @description Passes over a range. */
            ranges: number;
            /** @description Different verses heard. */
            verses: number;
            /** @description Verses heard, each repeat counted. */
            verse_plays: number;
        };
        LoginOutput: {
            /** @description Send as 'Authorization: Token <token>'. */
            token: string;
        };
        MakhrajArea: {
            id: components["schemas"]["IdEnum"];
            name_ar: string;
            name_en: string;
            name_ru: string;
            /** @description What the name means: “the throat”. */
            gloss_en: string;
            gloss_ru: string;
            description_en: string;
            description_ru: string;
            /** @description Its points' numbers, in order. */
            points: number[];
        };
        MakhrajGuide: {
            areas: components["schemas"]["MakhrajArea"][];
            points: components["schemas"]["MakhrajPoint"][];
            letters: components["schemas"]["MakhrajLetter"][];
            sifat: components["schemas"]["Sifah"][];
            /** @description Letters learners confuse, in groups of ids (“Which letter?” asks among one). */
            confusable_groups: string[][];
        };
        MakhrajLetter: {
            id: string;
            /** @description How it is written alone (Arabic). */
            glyph: string;
            name_en: string;
            name_ru: string;
            /**
             * @description One of the 28 letters, a madd letter or the ghunnah.
             *
             *     * `letter` - letter
             *     * `madd` - madd
             *     * `ghunnah` - ghunnah
             */
            kind: components["schemas"]["MakhrajLetterKindEnum"];
            /** @description The point it is born at. */
            point: number;
            /** @description Its characteristics' ids. */
            sifat: string[];
            /** @description Words of the Qur'an that show it, the last chapters first. */
            examples: components["schemas"]["LetterExample"][];
            /** @description The disjoined letters that say its name, for the 14 letters they hold; else null. */
            recited_name: components["schemas"]["LetterExample"] | null;
        };
        MakhrajLetterGame: {
            /** @description 4 words, each of another group. */
            questions: components["schemas"]["MakhrajLetterQuestion"][];
            /**
             * Format: uuid
             * @description This deal's id: send it with the player's moves to POST /games/results/ to grade the game (within 3 hours).
             */
            game_id: string;
        };
        /**
         * @description * `letter` - letter
         *     * `madd` - madd
         *     * `ghunnah` - ghunnah
         * @enum {string}
         */
        MakhrajLetterKindEnum: "letter" | "madd" | "ghunnah";
        MakhrajLetterMove: {
            /** @description The question answered. */
            question: number;
            /** @description The letter picked, by its id. */
            letter: string;
        };
        MakhrajLetterMoveRequest: {
            /** @description The question answered. */
            question: number;
            /** @description The letter picked, by its id. */
            letter: string;
        };
        MakhrajLetterOption: {
            /** @description The letter's id (GET /makhraj/). */
            id: string;
            glyph: string;
            name_en: string;
            name_ru: string;
        };
        MakhrajLetterQuestion: {
            id: number;
            surah_id: number;
            ayah_id: number;
            /** @description The word's place in the verse, from 0. */
            word_index: number;
            /** @description The word's text before the letter left out. */
            before: string;
            /** @description The word's text after it. */
            after: string;
            /** @description The letter as the word writes it, with its marks: shown once the question is answered. */
            left_out: string;
            /** @description The letters of its group, shuffled. */
            options: components["schemas"]["MakhrajLetterOption"][];
            /** @description The letter the word holds. The app marks an answer at once; a win counts only when the moves are graded (POST /games/results/). */
            right_option: string;
        };
        MakhrajPoint: {
            /** @description 1–17, from the deepest (al-jawf) to the nose. */
            number: number;
            /** @description The area's id. */
            area: string;
            /** @description The ids of the letters born here. */
            letters: string[];
            description_en: string;
            description_ru: string;
        };
        MakhrajPointGame: {
            /** @description 4 letters. */
            questions: components["schemas"]["MakhrajPointQuestion"][];
            /** @description The points to choose from: 1–17. */
            points: number[];
            /**
             * Format: uuid
             * @description This deal's id: send it with the player's moves to POST /games/results/ to grade the game (within 3 hours).
             */
            game_id: string;
        };
        MakhrajPointMove: {
            /** @description The question answered. */
            question: number;
            /** @description The point chosen, by its number. */
            point: number;
        };
        MakhrajPointMoveRequest: {
            /** @description The question answered. */
            question: number;
            /** @description The point chosen, by its number. */
            point: number;
        };
        MakhrajPointQuestion: {
            id: number;
            /** @description The letter's id (GET /makhraj/). */
            letter: string;
            glyph: string;
            name_en: string;
            name_ru: string;
            /** @description A word of the Qur'an that holds it. */
            shown_in: components["schemas"]["LetterShownIn"];
            /** @description The point it is born at. The app marks an answer at once; a win counts only when the moves are graded (POST /games/results/). */
            right_point: number;
        };
        MarkedVerse: {
            surah_id: number;
            ayah_id: number;
            /** @description Each word marked shared with the pair's other verse or not. */
            words: components["schemas"]["MarkedWord"][];
            /** @description Where the phrase the two share lies in `words`; null for whole verses alike. */
            phrase: components["schemas"]["PhraseSpan"] | null;
        };
        MarkedWord: {
            /** @description The word as the verse writes it. */
            text: string;
            /** @description False where the two verses differ. */
            same: boolean;
        };
        MatchingGame: {
            /** @description The latest 6 covered verses in reading order. */
            textItems: components["schemas"]["MatchingTextItem"][];
            /** @description Shuffled. */
            imageItems: components["schemas"]["MatchingImageItem"][];
            /** @description Text item id (as a string key) → its image item id. */
            correctPairs: {
                [key: string]: number;
            };
            /**
             * Format: uuid
             * @description This deal's id: send it with the player's moves to POST /games/results/ to grade the game (within 3 hours).
             */
            game_id: string;
        };
        MatchingImageItem: {
            id: number;
            /** @description Image path under the site's origin. */
            src: string;
        };
        MatchingLink: {
            /** @description A text item's id. */
            text: number;
            /** @description The image item's id it is linked to. */
            image: number;
        };
        MatchingLinkRequest: {
            /** @description A text item's id. */
            text: number;
            /** @description The image item's id it is linked to. */
            image: number;
        };
        MatchingMoveRequest: {
            /** @description One submitted set: every text linked to an image. */
            links: components["schemas"]["MatchingLinkRequest"][];
        };
        MatchingTextItem: {
            id: number;
            arabic_text: string;
            english_text: string;
            russian_text: string;
        };
        MemoryCard: {
            id: number;
            /** @description The verse, as chapter:verse; an image card and a text card share it. */
            name: string;
            /** @description Image path on an image card, null on a text card. */
            image: string | null;
            /** @description Arabic on a text card, null on an image card. */
            text: string | null;
            english_text: string | null;
            russian_text: string | null;
            isFlipped: boolean;
            passed: boolean;
            /** @description Shuffled position 1..n; the list comes sorted by it. */
            order: number;
        };
        MemoryGame: {
            /** @description Two per verse, for the latest 6. */
            cards: components["schemas"]["MemoryCard"][];
            /**
             * Format: uuid
             * @description This deal's id: send it with the player's moves to POST /games/results/ to grade the game (within 3 hours).
             */
            game_id: string;
        };
        MemoryMoveRequest: {
            /** @description The card flipped. */
            card: number;
        };
        NewVerse: {
            surah_id: number;
            ayah_id: number;
        };
        NextWinPay: {
            xp: number;
            /**
             * @description first_win: the game's first win on the verse; repeat_win: a replay; nothing_today: the day's first-win xp or paid replays are spent.
             *
             *     * `first_win` - first_win
             *     * `repeat_win` - repeat_win
             *     * `nothing_today` - nothing_today
             */
            pays: components["schemas"]["PaysEnum"];
        };
        /** @enum {unknown} */
        NullEnum: null;
        Page: {
            page: number;
            /** @description Top to bottom: 15, but 8 on the decorated pages 1 and 2. */
            lines: components["schemas"]["PageLine"][];
            verses: components["schemas"]["PageVerse"][];
        };
        PageLine: {
            /** @description 1 = the top line. */
            number: number;
            /**
             * @description A chapter's title, its basmala, or a line of verses.
             *
             *     * `chapter` - chapter
             *     * `basmala` - basmala
             *     * `verses` - verses
             */
            kind: components["schemas"]["PageLineKindEnum"];
            /** @description The chapter a title or basmala line opens; null on verses. */
            surah_id: number | null;
        };
        /**
         * @description * `chapter` - chapter
         *     * `basmala` - basmala
         *     * `verses` - verses
         * @enum {string}
         */
        PageLineKindEnum: "chapter" | "basmala" | "verses";
        PageProgress: {
            page: number;
            /** @description Its verses the learner has memorised. */
            memorised: components["schemas"]["VerseReference"][];
        };
        PageVerse: {
            surah_id: number;
            ayah_id: number;
            text: string;
            words: string[];
            /** @description The page's line (see `lines`) each of `words` stands on. */
            word_lines: number[];
            juz: number;
            hizb_quarter: number;
            /** @description True where a chapter opens with this verse. */
            readonly chapter_start: boolean;
            /** @description True where a juz opens with this verse. */
            juz_start: boolean;
            /** @description True where a hizb quarter opens with this verse. */
            hizb_quarter_start: boolean;
        };
        /**
         * @description * `sabaq` - sabaq
         *     * `sabqi` - sabqi
         *     * `manzil` - manzil
         * @enum {string}
         */
        PartEnum: "sabaq" | "sabqi" | "manzil";
        PasskeyCreateAccountOptionsInputRequest: {
            /** @description 1–50 letters (any script), spaces, hyphens, apostrophes. */
            first_name: string;
        };
        PasskeyCredentialInputRequest: {
            /** @description What navigator.credentials made or signed, as JSON (@simplewebauthn/browser's answer). */
            credential: {
                [key: string]: unknown;
            };
        };
        PasskeyItem: {
            id: number;
            /** @description Empty until the learner names it. */
            name: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            last_used_at: string | null;
        };
        PasskeyList: {
            passkeys: components["schemas"]["PasskeyItem"][];
        };
        PasskeyOptions: {
            /** @description WebAuthn's options as JSON (base64url for bytes), for @simplewebauthn/browser's optionsJSON. */
            options: {
                [key: string]: unknown;
            };
        };
        PatchedPasskeyRenameInputRequest: {
            name?: string;
        };
        PatchedPlanPauseInputRequest: {
            paused?: boolean;
        };
        PatchedRecordingDetailUpdateInputRequest: {
            /** @description Keep it past its expiry (true), or let it expire. */
            kept?: boolean;
            /** @description Every slip marked on it now, in place of those before. */
            slips?: components["schemas"]["SlipInputRequest"][];
        };
        /**
         * @description * `none` - none
         *     * `fixed` - fixed
         *     * `multiple` - multiple
         * @enum {string}
         */
        PauseModeEnum: "none" | "fixed" | "multiple";
        /**
         * @description * `first_win` - first_win
         *     * `repeat_win` - repeat_win
         *     * `nothing_today` - nothing_today
         * @enum {string}
         */
        PaysEnum: "first_win" | "repeat_win" | "nothing_today";
        Person: {
            user_id: number;
            readonly name: string;
            /** @description Path under the site's origin, or null. */
            readonly photo_url: string | null;
            /** @description You follow this learner. */
            is_following: boolean;
        };
        PersonPage: {
            count: number;
            /** Format: uri */
            next: string | null;
            /** Format: uri */
            previous: string | null;
            results: components["schemas"]["Person"][];
        };
        PhraseSpan: {
            /** @description The phrase's first word, an index into the verse's words. */
            start: number;
            /** @description The index after its last word. */
            end: number;
        };
        PlanAndForecast: {
            plan: components["schemas"]["HifzPlan"] | null;
            forecast: components["schemas"]["PlanForecast"] | null;
        };
        PlanChart: {
            /** Format: double */
            scope_pages: number;
            /** @description The plan's pages memorised by the end of each day. */
            points: components["schemas"]["ChartPoint"][];
            /** @description The plan's line, as last set, from here… */
            line_from: components["schemas"]["ChartPoint"];
            /** @description …to its finish (null: no finish date). */
            line_to: components["schemas"]["ChartPoint"] | null;
        };
        PlanForecast: {
            /**
             * Format: double
             * @description Pages of the mushaf the plan covers.
             */
            scope_pages: number;
            /**
             * Format: double
             * @description Of them, memorised.
             */
            memorised_pages: number;
            /** Format: double */
            remaining_pages: number;
            remaining_verses: number;
            /**
             * Format: double
             * @description A lesson in pages, on average: the pages left ÷ the days they take.
             */
            sabaq_pages: number;
            study_days_per_week: number;
            study_days_needed: number;
            /**
             * Format: date
             * @description The first study day counted.
             */
            first_day: string;
            /**
             * Format: date
             * @description Null when nothing is left or it is too far off.
             */
            finish_on: string | null;
            /**
             * Format: double
             * @description Every page memorised, in the plan or not.
             */
            manzil_pages: number;
            /** @description Study days in a manzil rotation. */
            manzil_study_days: number;
            /** Format: double */
            manzil_pages_per_day: number;
            /** Format: date */
            finish_by: string | null;
            finish_by_study_days: number | null;
            /** @description The fewest lines a day that finish by finish_by; null when 30 would not, or nothing is left. */
            needed_lines_per_day: number | null;
        };
        PlanInputRequest: {
            scope: components["schemas"]["ScopeEnum"];
            /** @description A range of juz only. */
            first_juz?: number | null;
            /** @description A range of juz only. */
            last_juz?: number | null;
            sabaq_unit: components["schemas"]["SabaqUnitEnum"];
            /** @description Lines 1–30, quarters of a page 1–8 (¼ to 2 pages), or verses 1–50, a study day. */
            sabaq_amount: number;
            /** @description The days of the week studied, 0 = Monday … 6 = Sunday. */
            study_weekdays: number[];
            /** @description Every memorised verse comes back in the manzil within this many days. */
            manzil_days: number;
        };
        PlanPart: {
            part: components["schemas"]["PartEnum"];
            ranges: components["schemas"]["VerseRange"][];
            /** @description The manzil's: recited first. */
            brought_in: components["schemas"]["BroughtIn"][];
            verses: number;
            /** Format: double */
            pages: number;
            /** @description Of its verses, recited today. */
            recited: number;
            /** @description Of its verses, memorised (the sabaq's games won). */
            memorised: number;
            done: boolean;
        };
        PlanToday: {
            plan: components["schemas"]["HifzPlan"];
            /**
             * Format: date
             * @description The learner's day.
             */
            day: string;
            study_day: boolean;
            paused: boolean;
            /** @description Sabaq, sabqi, manzil; none on a day off or while paused. */
            parts: components["schemas"]["PlanPart"][];
            /** @description All three parts done. */
            done: boolean;
            /** @description Plan days done in a row (days off skipped). */
            streak: number;
            /** Format: date */
            next_study_day: string | null;
            /** @description How many earlier lessons today's sabqi holds. */
            sabqi_lessons: number;
            /** @description How many of the last lessons a sabqi holds at most. */
            sabqi_lessons_max: number;
            forecast: components["schemas"]["PlanForecast"];
        };
        PlanTodayOutput: {
            /** @description Null without a plan. */
            today: components["schemas"]["PlanToday"] | null;
        };
        /** @description The Hifz player's settings (listening.player_settings): every field, every time. */
        PlayerSettings: {
            /** @description Times each verse plays; null = endless. */
            verse_repeats: number | null;
            /** @description Times the whole range plays; null = endless. */
            range_repeats: number | null;
            /** @description Verse k of the range plays k times (verse_repeats is not used). */
            stepped: boolean;
            /**
             * @description The pause after each verse.
             *
             *     * `none` - none
             *     * `fixed` - fixed
             *     * `multiple` - multiple
             */
            pause_mode: components["schemas"]["PauseModeEnum"];
            /** @description For pause_mode fixed. */
            pause_seconds: number;
            /**
             * Format: double
             * @description For pause_mode multiple: one of 0.5, 1.0, 1.5, 2.0 × the verse's length.
             */
            pause_multiple: number;
            /** @description The pause between repeats of the range. */
            range_pause_seconds: number;
            /**
             * @description How a long verse is split.
             *
             *     * `none` - none
             *     * `pause_marks` - pause_marks
             *     * `words` - words
             */
            split_mode: components["schemas"]["SplitModeEnum"];
            /** @description For split_mode words. */
            split_words: number;
            /**
             * @description How hidden words look.
             *
             *     * `none` - none
             *     * `first_letter` - first_letter
             *     * `hidden` - hidden
             */
            hide_mode: components["schemas"]["HideModeEnum"];
            /** @description Share of the words hidden: 0 = none, 9 = all. */
            difficulty: number;
        };
        /** @description The Hifz player's settings (listening.player_settings): every field, every time. */
        PlayerSettingsRequest: {
            /** @description Times each verse plays; null = endless. */
            verse_repeats: number | null;
            /** @description Times the whole range plays; null = endless. */
            range_repeats: number | null;
            /** @description Verse k of the range plays k times (verse_repeats is not used). */
            stepped: boolean;
            /**
             * @description The pause after each verse.
             *
             *     * `none` - none
             *     * `fixed` - fixed
             *     * `multiple` - multiple
             */
            pause_mode: components["schemas"]["PauseModeEnum"];
            /** @description For pause_mode fixed. */
            pause_seconds: number;
            /**
             * Format: double
             * @description For pause_mode multiple: one of 0.5, 1.0, 1.5, 2.0 × the verse's length.
             */
            pause_multiple: number;
            /** @description The pause between repeats of the range. */
            range_pause_seconds: number;
            /**
             * @description How a long verse is split.
             *
             *     * `none` - none
             *     * `pause_marks` - pause_marks
             *     * `words` - words
             */
            split_mode: components["schemas"]["SplitModeEnum"];
            /** @description For split_mode words. */
            split_words: number;
            /**
             * @description How hidden words look.
             *
             *     * `none` - none
             *     * `first_letter` - first_letter
             *     * `hidden` - hidden
             */
            hide_mode: components["schemas"]["HideModeEnum"];
            /** @description Share of the words hidden: 0 = none, 9 = all. */
            difficulty: number;
        };
        PlayerVerseListOutput: {
            verses: components["schemas"]["PlayerVerseListOutputVerse"][];
        };
        PlayerVerseListOutputVerse: {
            surah_id: number;
            ayah_id: number;
            global_number: number;
            text: string;
            /** @description The text split on spaces; a pause mark stays with its word. */
            words: string[];
            /** @description The recitation (AUDIO_BASE_URL + global number). */
            audio_url: string;
            /** @description Word timings of the recitation, when the deployment has them (WORD_TIMINGS_BASE_URL): a JSON list of [start_ms, end_ms], one per word. null: the player estimates them. */
            timings_url: string | null;
        };
        PortionProgress: {
            /** @description The 30 juz in order. */
            juz: components["schemas"]["PortionShare"][];
            /** @description The 60 hizb in order. */
            hizb: components["schemas"]["PortionShare"][];
            /** @description The 604 pages in order. */
            page: components["schemas"]["PortionShare"][];
        };
        PortionShare: {
            number: number;
            /** @description How many of its verses the learner has memorised (at 100). */
            memorised: number;
            verses_count: number;
            /** @description memorised of verses_count: at least 1 once begun, at most 99 until all. */
            percent: number;
        };
        ProfileInfo: {
            first_name: string;
            last_name: string;
            /** Format: date-time */
            date_joined: string;
            /** @description See PUT /auth/profile/privacy/. */
            is_private: boolean;
            /** @description A demo account: nothing signs into it again once its token is gone (see POST /auth/link_google/). */
            is_guest: boolean;
        };
        ProfilePhotoInfo: {
            /** @description Path under the site's origin, or null. */
            url: string | null;
        };
        ProfilePhotoUpdate: {
            /** @description Path of the stored photo under the site's origin. */
            url: string;
            message: string;
        };
        ProfilePhotoUpdateInputRequest: {
            /**
             * Format: binary
             * @description JPEG, PNG, WebP or GIF; at most PHOTO_MAX_BYTES (5 MB) and PHOTO_MAX_PIXELS (16 megapixels).
             */
            profile_photo: string;
        };
        ProfilePrivacy: {
            /** @description true: not found by people search, and shown on leaderboards and follow lists by first name and the family name's initial, without photo. false (the default): full name and photo. */
            is_private: boolean;
        };
        ProfilePrivacyRequest: {
            /** @description true: not found by people search, and shown on leaderboards and follow lists by first name and the family name's initial, without photo. false (the default): full name and photo. */
            is_private: boolean;
        };
        ProfileSettings: {
            /** @description IANA time zone name; the learner's day (streaks, quests) follows it. */
            time_zone: string;
            /** @description How far `time_zone` is ahead of UTC now, in minutes. A browser whose own offset is the same counts the same days, so it need not work out its zone's name (costly on a slow phone) to compare. */
            readonly utc_offset_minutes: number;
        };
        ProfileSettingsUpdateInputRequest: {
            /** @description The browser's IANA time zone; UTC until first sent. */
            time_zone: string;
        };
        ProfileStatsOutput: {
            /** Format: date-time */
            date_joined: string;
            /** @description Consecutive days with a win or a recitation from memory, to today (or to yesterday while today has none yet). */
            day_streak: number;
            /** @description Today already counts towards the streak. */
            won_today: boolean;
            /** @description xp per week the learner aims for. */
            weekly_goal: number;
            /** @description xp since Monday 00:00 in the learner's time zone. */
            week_xp: number;
            weekly_goal_percent: number;
            total_xp: number;
            /** @description Verses at 100. */
            verses_memorised: number;
            /**
             * Format: double
             * @description verses_memorised / 6236, as a percentage with two decimals.
             */
            quran_share: number;
            /**
             * @description i18n key of the title the share of verses memorised earns (rules.RANK_TITLES).
             *
             *     * `beginner` - beginner
             *     * `student` - student
             *     * `reciter` - reciter
             *     * `memoriser_1_juz` - memoriser_1_juz
             *     * `memoriser_5_juz` - memoriser_5_juz
             *     * `memoriser_10_juz` - memoriser_10_juz
             *     * `memoriser_20_juz` - memoriser_20_juz
             *     * `hafiz` - hafiz
             */
            rank_title: components["schemas"]["RankTitleEnum"];
            following_count: number;
            followers_count: number;
            /** @description Every day of the range, oldest first. */
            xp_per_day: components["schemas"]["XpPerDay"][];
        };
        ProfileUpdateInputRequest: {
            /** @description 1–50 letters (any script), spaces, hyphens, apostrophes; trimmed. Unchanged values always pass. */
            first_name: string;
            /** @description 1–50 letters (any script), spaces, hyphens, apostrophes; trimmed. Unchanged values always pass. */
            last_name: string;
        };
        ProgressCurrentOutput: {
            surah_id: number;
            ayah_id: number;
            /** @description Every verse is at 100; surah_id/ayah_id are then the path's first verse. */
            path_finished: boolean;
        };
        ProgressNextXpOutput: {
            shuffling: components["schemas"]["NextWinPay"];
            memory: components["schemas"]["NextWinPay"];
            matching: components["schemas"]["NextWinPay"];
            audio: components["schemas"]["NextWinPay"];
            gaps: components["schemas"]["NextWinPay"];
        };
        PublicConfigOutput: {
            google_client_id: string | null;
            demo_login: boolean;
            /** @description The site sends mail: learners may confirm an address and be sent sign-in links. */
            email_sign_in: boolean;
            audio_base_url: string;
            /**
             * Format: email
             * @description null: the site gives no contact address.
             */
            contact_email: string | null;
            /** @description The Qur'an content's version, for the content calls' `v` (kept a year with it); null while the database cannot be reached. */
            content_version: string | null;
        };
        QuestParams: {
            /** @description The quest's target, for the title's plural. */
            count: number;
            /**
             * @description On quests.win_game only.
             *
             *     * `shuffling` - shuffling
             *     * `memory` - memory
             *     * `matching` - matching
             *     * `audio` - audio
             *     * `gaps` - gaps
             */
            game?: components["schemas"]["QuestParamsGameEnum"];
            /** @description On quests.listen_verses only: how many times each verse is to be heard. */
            times?: number;
        };
        /**
         * @description * `shuffling` - shuffling
         *     * `memory` - memory
         *     * `matching` - matching
         *     * `audio` - audio
         *     * `gaps` - gaps
         * @enum {string}
         */
        QuestParamsGameEnum: "shuffling" | "memory" | "matching" | "audio" | "gaps";
        QuestTodayListOutput: {
            /** @description Stable quest id, e.g. win_5. */
            id: string;
            /** @description trophy, bolt, sparkle, star, grid, gamepad, repeat or headphones. */
            icon: string;
            /** @description i18n key: quests.win_games, quests.earn_xp, quests.first_wins, quests.finish_verses, quests.win_every_game, quests.win_game, quests.review_due or quests.listen_verses; translate with params. */
            title_key: string;
            params: components["schemas"]["QuestParams"];
            /** @description At most target. */
            progress: number;
            /** @description Fixed for the day, except on quests.review_due: verses reviewed today plus those due now. */
            target: number;
            done: boolean;
            /** @description The bonus finishing it gives, once. */
            xp: number;
        };
        /**
         * @description * `beginner` - beginner
         *     * `student` - student
         *     * `reciter` - reciter
         *     * `memoriser_1_juz` - memoriser_1_juz
         *     * `memoriser_5_juz` - memoriser_5_juz
         *     * `memoriser_10_juz` - memoriser_10_juz
         *     * `memoriser_20_juz` - memoriser_20_juz
         *     * `hafiz` - hafiz
         * @enum {string}
         */
        RankTitleEnum: "beginner" | "student" | "reciter" | "memoriser_1_juz" | "memoriser_5_juz" | "memoriser_10_juz" | "memoriser_20_juz" | "hafiz";
        RecitationInputRequest: {
            /**
             * Format: uuid
             * @description Made by the app when the recitation began; the same id again answers the first result.
             */
            session_id: string;
            passage: components["schemas"]["RecitationPassageRequest"];
            slips: components["schemas"]["SlipInputRequest"][];
            /** @description The verses recited while their first letters were shown as a hint. */
            hinted?: components["schemas"]["VerseReferenceInputRequest"][];
        };
        /** @description A passage to recite: `kind` and the fields that kind needs. */
        RecitationPassage: {
            kind: components["schemas"]["RecitationPassageKindEnum"];
            /** @description kind verses: the first verse. */
            from_verse?: components["schemas"]["VerseReferenceInput"];
            /** @description kind verses: the last verse, in the mushaf's order (another chapter may be). */
            to_verse?: components["schemas"]["VerseReferenceInput"];
            /** @description kind pages: the first page. */
            from_page?: number;
            /** @description kind pages: the last page. */
            to_page?: number;
            /** @description kind quarter: 1–240. */
            quarter?: number;
            /** @description kind review: the verses recited (those due when the recitation began), in any order. */
            verses?: components["schemas"]["VerseReferenceInput"][];
        };
        /**
         * @description * `verses` - verses
         *     * `pages` - pages
         *     * `quarter` - quarter
         *     * `review` - review
         * @enum {string}
         */
        RecitationPassageKindEnum: "verses" | "pages" | "quarter" | "review";
        RecitationPassageOutput: {
            /** @description The passage, named as the recitation's call takes it: today's review names its verses. */
            passage: components["schemas"]["RecitationPassage"];
            /** @description The passage's verses in the mushaf's order; none for a review with nothing due. */
            verses: components["schemas"]["RecitationPassageOutputVerse"][];
        };
        RecitationPassageOutputVerse: {
            surah_id: number;
            ayah_id: number;
            /** @description The mushaf page the verse begins on. */
            page: number;
            /** @description The verse's words; a slip names one by its index here (0 first). */
            words: string[];
            /** @description The learner's weak words in it. */
            weak_words: components["schemas"]["WeakWord"][];
            /** @description The reciter's recitation of it (AUDIO_BASE_URL + global number), to hear it beside one's own. */
            audio_url: string;
        };
        /** @description A passage to recite: `kind` and the fields that kind needs. */
        RecitationPassageRequest: {
            kind: components["schemas"]["RecitationPassageKindEnum"];
            /** @description kind verses: the first verse. */
            from_verse?: components["schemas"]["VerseReferenceInputRequest"];
            /** @description kind verses: the last verse, in the mushaf's order (another chapter may be). */
            to_verse?: components["schemas"]["VerseReferenceInputRequest"];
            /** @description kind pages: the first page. */
            from_page?: number;
            /** @description kind pages: the last page. */
            to_page?: number;
            /** @description kind quarter: 1–240. */
            quarter?: number;
            /** @description kind review: the verses recited (those due when the recitation began), in any order. */
            verses?: components["schemas"]["VerseReferenceInputRequest"][];
        };
        RecitationRecordOutput: {
            /** Format: uuid */
            session_id: string;
            /** Format: date-time */
            recited_at: string;
            verses: components["schemas"]["RecitationRecordOutputVerse"][];
            slip_counts: components["schemas"]["RecitationRecordOutputSlipCounts"];
            /** @description Each look-alike drifted into, to tell apart in "Which one?". */
            drills: components["schemas"]["RecitationRecordOutputDrill"][];
            /** @description What the recitation earned (xp.rules.recitation_xp). */
            xp_earned: number;
            /** @description Quest bonuses it finished. */
            xp_quests: number;
            /** @description Of those, what waits for the pace budget. */
            xp_waiting: number;
            /**
             * @description daily_cap: the day's recitation xp is spent.
             *
             *     * `daily_cap` - daily_cap
             */
            unpaid: (components["schemas"]["RecitationRecordOutputUnpaidEnum"] | components["schemas"]["NullEnum"]) | null;
        };
        RecitationRecordOutputDrill: {
            verse: components["schemas"]["VerseReference"];
            /** @description The look-alike the learner drifted into. */
            taken_for: components["schemas"]["VerseReference"];
        };
        RecitationRecordOutputSlipCounts: {
            forgot: number;
            wrong_word: number;
            vowel: number;
            tajweed: number;
        };
        /**
         * @description * `daily_cap` - daily_cap
         * @enum {string}
         */
        RecitationRecordOutputUnpaidEnum: "daily_cap";
        RecitationRecordOutputVerse: {
            surah_id: number;
            ayah_id: number;
            /** @description The verse's slips, by word. */
            slips: components["schemas"]["RecitationRecordOutputVerseSlip"][];
            /**
             * @description The review its slips gave; null for a verse not on the learner's review schedule.
             *
             *     * `again` - again
             *     * `hard` - hard
             *     * `good` - good
             */
            rating: (components["schemas"]["ReviewRatingEnum"] | components["schemas"]["NullEnum"]) | null;
            /**
             * Format: date-time
             * @description When the verse is next due; null as rating.
             */
            due: string | null;
        };
        RecitationRecordOutputVerseSlip: {
            word: number;
            kind: components["schemas"]["SlipKindEnum"];
            drifted_into: components["schemas"]["VerseReference"] | null;
        };
        RecordedVerse: {
            surah_id: number;
            ayah_id: number;
            /** @description A slip names one by its index here. */
            words: string[];
            /** @description The reciter's recitation of it, to hear beside the learner's own. */
            audio_url: string;
            /** @description Where it starts in the recording; null when it is not in it. */
            start_ms: number | null;
        };
        Recording: {
            /** Format: uuid */
            upload_id: string;
            /**
             * Format: date-time
             * @description When the app took it in.
             */
            recorded_at: string;
            /** @description Its length as decoded. */
            duration_ms: number;
            /** @description Bytes stored. */
            size: number;
            /** @description audio/webm, audio/ogg or audio/mp4. */
            content_type: string;
            kept: boolean;
            /**
             * Format: date-time
             * @description When it will be removed; null while kept.
             */
            expires_at: string | null;
            passage: components["schemas"]["RecitationPassage"];
        };
        RecordingDetail: {
            /** Format: uuid */
            upload_id: string;
            /**
             * Format: date-time
             * @description When the app took it in.
             */
            recorded_at: string;
            /** @description Its length as decoded. */
            duration_ms: number;
            /** @description Bytes stored. */
            size: number;
            /** @description audio/webm, audio/ogg or audio/mp4. */
            content_type: string;
            kept: boolean;
            /**
             * Format: date-time
             * @description When it will be removed; null while kept.
             */
            expires_at: string | null;
            passage: components["schemas"]["RecitationPassage"];
            /** @description The passage's verses, each ending where the next starts. */
            verses: components["schemas"]["RecordedVerse"][];
            slips: components["schemas"]["RecordingSlip"][];
            /** Format: uuid */
            recitation_session: string | null;
        };
        RecordingListInputRequest: {
            /**
             * Format: uuid
             * @description Made by the app when the recording began; the same id again answers the first recording.
             */
            upload_id: string;
            /**
             * Format: binary
             * @description Opus or Vorbis in WebM or Ogg, or AAC in MP4; at most RECORDING_MAX_BYTES (20 MB) and RECORDING_MAX_SECONDS (15 minutes) as decoded.
             */
            audio: string;
            /** @description RecordingDetailsInput as a JSON text: the passage, each verse's start, the slips marked. */
            details: string;
        };
        RecordingListOutput: {
            recordings: components["schemas"]["Recording"][];
            held: components["schemas"]["RecordingListOutputHeld"];
            limits: components["schemas"]["RecordingListOutputLimits"];
        };
        RecordingListOutputHeld: {
            count: number;
            bytes: number;
        };
        RecordingListOutputLimits: {
            /** @description Recordings a learner may hold. */
            count: number;
            /** @description Bytes a learner's recordings may hold in all. */
            bytes: number;
            /** @description Bytes of one recording. */
            recording_bytes: number;
            /** @description Seconds of one recording. */
            recording_seconds: number;
            /** @description Days a recording is kept unless the learner keeps it. */
            days_kept: number;
        };
        RecordingSlip: {
            surah_id: number;
            ayah_id: number;
            word: number;
            kind: components["schemas"]["SlipKindEnum"];
            drifted_into: components["schemas"]["VerseReference"] | null;
        };
        /**
         * @description * `audio` - audio
         *     * `shuffling` - shuffling
         * @enum {string}
         */
        ReviewGameEnum: "audio" | "shuffling";
        /**
         * @description * `again` - again
         *     * `hard` - hard
         *     * `good` - good
         * @enum {string}
         */
        ReviewRatingEnum: "again" | "hard" | "good";
        ReviewRecordInputRequest: {
            /**
             * Format: uuid
             * @description A graded game (POST /games/results/) on a memorised verse.
             */
            game_id: string;
        };
        ReviewRecordOutput: {
            rating: components["schemas"]["ReviewRatingEnum"];
            /**
             * Format: date-time
             * @description When the verse is next due for review.
             */
            due: string;
        };
        ReviewStatsOutput: {
            /** @description Verses at 100, reviewed or not. */
            memorised: number;
            /**
             * Format: double
             * @description FSRS's predicted recall now, averaged over those verses; null when there are none.
             */
            recall_today: number | null;
            /** @description Verses due on each of the next 14 days (UTC dates); today includes overdue ones. */
            due_per_day: components["schemas"]["DueOnDay"][];
        };
        ReviewStep: {
            surah_id: number;
            ayah_id: number;
            game: components["schemas"]["ReviewGameEnum"];
            /** @description Null until the step's game is recorded as a review (POST /review/). */
            review: components["schemas"]["ReviewStepReview"] | null;
        };
        ReviewStepReview: {
            rating: components["schemas"]["ReviewRatingEnum"];
            /**
             * Format: date-time
             * @description When the verse is next due, after its latest review.
             */
            due: string;
        };
        ReviewTodayOutput: {
            /** @description Verses due for review now, oldest due first; at most 100. */
            due: components["schemas"]["DueVerse"][];
            /** @description How many verses are due now in all (may exceed the list). */
            due_count: number;
            /** @description Today's plan: the next daily_new_verses verses along the path not at 100 yet. */
            new: components["schemas"]["NewVerse"][];
            /** @description Today's review session, kept by the server so a reload finds it where it was: the verses reviewed today (in the learner's day) while they were due, then those due now, each played through audio, shuffling in that order; a step reviewed today carries its review. */
            session: components["schemas"]["ReviewStep"][];
            /** @description Pairs of the due verses that the learner has taken for each other, in the drill (POST /games/which_one/) or reciting (POST /recitations/): a wrong answer or a drift brings both back for review together, to be told apart. */
            confused_pairs: components["schemas"]["VersePair"][];
        };
        /**
         * @description * `lines` - Lines of the mushaf
         *     * `quarter_pages` - Quarters of a page
         *     * `verses` - Verses
         * @enum {string}
         */
        SabaqUnitEnum: "lines" | "quarter_pages" | "verses";
        /**
         * @description * `juz_amma` - Juz 'Amma
         *     * `juz_range` - A range of juz
         *     * `whole` - The whole Qur'an, in the mushaf's order
         *     * `path` - The whole Qur'an, along the learning path
         * @enum {string}
         */
        ScopeEnum: "juz_amma" | "juz_range" | "whole" | "path";
        SentenceGapPart: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "gap";
            /** @description 1..n in reading order; never equal to a phrase id. */
            id: number;
            /** @description Always null from the server; the phrase the learner puts in the gap. */
            currentPhrase: components["schemas"]["ShufflingPhrase"] | null;
        };
        /**
         * @description * `gap` - gap
         * @enum {string}
         */
        SentenceGapPartTypeEnum: "gap";
        SentencePart: components["schemas"]["SentenceTextPart"] | components["schemas"]["SentenceGapPart"];
        SentenceTextPart: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "text";
            /** @description Words and end-of-ayah markers ﴿١٢﴾, space-separated; the first part may open with the end of the verse before the passage, after an ellipsis (…). */
            content: string;
        };
        /**
         * @description * `text` - text
         * @enum {string}
         */
        SentenceTextPartTypeEnum: "text";
        ShufflingGame: {
            /** @description One level: a passage of the covered verses, about 40 words or one verse. */
            levels: components["schemas"]["ShufflingLevel"][];
            /**
             * Format: uuid
             * @description This deal's id: send it with the player's moves to POST /games/results/ to grade the game (within 3 hours).
             */
            game_id: string;
        };
        ShufflingLevel: {
            sentence: components["schemas"]["SentencePart"][];
            /** @description One per gap, never already in the solved order. */
            phrases: components["schemas"]["ShufflingPhrase"][];
            /** @description Phrase ids in the order of the gaps. */
            correctSequence: number[];
        };
        ShufflingMoveRequest: {
            /** @description The phrase dropped. */
            phrase: number;
            /** @description The gap it was dropped into; null for the tray. */
            gap: number | null;
        };
        ShufflingPhrase: {
            id: number;
            text: string;
        };
        Sifah: {
            id: string;
            name_ar: string;
            name_en: string;
            gloss_en: string;
            name_ru: string;
            gloss_ru: string;
            description_en: string;
            description_ru: string;
        };
        SignInEmail: {
            /**
             * Format: email
             * @description The confirmed sign-in address, or null.
             */
            email: string | null;
        };
        SignInEmailInputRequest: {
            /** Format: email */
            email: string;
            /**
             * @description The mail's language.
             *
             *     * `en` - en
             *     * `ru` - ru
             */
            language: components["schemas"]["LanguageEnum"];
        };
        SignInLinkInputRequest: {
            /** Format: email */
            email: string;
            /**
             * @description The mail's language.
             *
             *     * `en` - en
             *     * `ru` - ru
             */
            language: components["schemas"]["LanguageEnum"];
        };
        SimilarVerse: {
            surah_id: number;
            ayah_id: number;
            /**
             * @description verse: the whole verses are alike; phrase: otherwise apart, they share a phrase (phrase, verse_phrase), with the words that differ in it and at its edges marked.
             *
             *     * `verse` - Whole verses alike
             *     * `phrase` - A shared phrase
             */
            kind: components["schemas"]["SimilarVerseKindEnum"];
            /**
             * Format: double
             * @description 0 to 1, where 1 is the same verse: the share of both verses' words in common.
             */
            readonly score: number;
            /** @description The look-alike's words, marked against the asked verse. */
            readonly words: components["schemas"]["MarkedWord"][];
            /** @description The asked verse's words, marked against this look-alike (the top-level words are against the first). */
            readonly verse_words: components["schemas"]["MarkedWord"][];
            /** @description Where the shared phrase lies in the look-alike's words (with a word more on each side where the verses go on differently); null for whole verses alike. */
            readonly phrase: components["schemas"]["PhraseSpan"] | null;
            /** @description Where the shared phrase lies in the asked verse's words; null for whole verses alike. */
            readonly verse_phrase: components["schemas"]["PhraseSpan"] | null;
        };
        /**
         * @description * `verse` - Whole verses alike
         *     * `phrase` - A shared phrase
         * @enum {string}
         */
        SimilarVerseKindEnum: "verse" | "phrase";
        SimilarVerseListOutput: {
            /** @description The look-alikes: whole verses alike, then shared phrases, each best first. */
            similar: components["schemas"]["SimilarVerse"][];
            /** @description The asked verse's words against its closest look-alike; empty when it has none. */
            words: components["schemas"]["MarkedWord"][];
        };
        SlipHistoryOutput: {
            /** @description The last 12 weeks, the last ending today. */
            weeks: components["schemas"]["SlipHistoryOutputWeek"][];
            /** @description Verses slipped on, recited with no slip 30 days or more after the last slip, and no longer weak: the 10 recited latest. */
            mended: components["schemas"]["VerseReference"][];
            /** @description How many verses are mended in all. */
            mended_count: number;
        };
        SlipHistoryOutputWeek: {
            /**
             * Format: date
             * @description The week's first day, in the learner's time zone.
             */
            start: string;
            slips: number;
        };
        SlipInputRequest: {
            surah_id: number;
            ayah_id: number;
            /** @description The word's index in the verse's words, 0 first. */
            word: number;
            kind: components["schemas"]["SlipKindEnum"];
            /** @description kind wrong_word only: the look-alike verse the learner went on with, when they said which. */
            drifted_into?: components["schemas"]["VerseReferenceInputRequest"] | null;
        };
        /**
         * @description * `forgot` - Forgot: needed a prompt
         *     * `wrong_word` - Said another word
         *     * `vowel` - Vowel (harakah)
         *     * `tajweed` - Tajweed
         * @enum {string}
         */
        SlipKindEnum: "forgot" | "wrong_word" | "vowel" | "tajweed";
        /**
         * @description * `none` - none
         *     * `pause_marks` - pause_marks
         *     * `words` - words
         * @enum {string}
         */
        SplitModeEnum: "none" | "pause_marks" | "words";
        TranslatedName: {
            language_name: string;
            name: string;
        };
        /**
         * @description * `new` - new
         *     * `fewer` - fewer
         *     * `more` - more
         *     * `same` - same
         * @enum {string}
         */
        TrendEnum: "new" | "fewer" | "more" | "same";
        /**
         * @description * `daily_cap` - daily_cap
         *     * `repeat_limit` - repeat_limit
         * @enum {string}
         */
        UnpaidEnum: "daily_cap" | "repeat_limit";
        Verse: {
            surah_id: number;
            ayah_id: number;
            global_number: number;
            /** @description The Uthmani Arabic text. */
            text: string;
            /** @description The text's words in reading order, pause marks joined. */
            words: string[];
            transliteration_en: string;
            transliteration_ru: string;
            translation_en: string;
            translation_ru: string;
            /** @description 1 to 30. */
            juz: number;
            /** @description The rub' al-hizb, 1 to 240 (a hizb is four). */
            hizb_quarter: number;
            /** @description The page of the Madani mushaf it starts on, 1 to 604. */
            page: number;
            /** @description The recitation (AUDIO_BASE_URL + global number). */
            readonly audio_url: string;
            /** @description The verse image, under the site's origin or media. */
            readonly image_url: string;
        };
        VersePair: {
            /** @description The pair's verse that comes first in the Qur'an. */
            first: components["schemas"]["VerseReference"];
            second: components["schemas"]["VerseReference"];
        };
        VerseProgress: {
            progress: number;
        };
        VerseRange: {
            from_verse: components["schemas"]["VerseReference"];
            to_verse: components["schemas"]["VerseReference"];
        };
        VerseReference: {
            surah_id: number;
            ayah_id: number;
        };
        /** @description `surah_id` and `ayah_id` of one real verse; a verse past the chapter's end is a field error. */
        VerseReferenceInput: {
            surah_id: number;
            ayah_id: number;
        };
        /** @description `surah_id` and `ayah_id` of one real verse; a verse past the chapter's end is a field error. */
        VerseReferenceInputRequest: {
            surah_id: number;
            ayah_id: number;
        };
        WeakSpotsOutput: {
            /** @description At most 30, the weakest first. */
            verses: components["schemas"]["WeakSpotsOutputVerse"][];
        };
        WeakSpotsOutputVerse: {
            surah_id: number;
            ayah_id: number;
            /**
             * Format: double
             * @description The sum of its weak words' weakness.
             */
            weakness: number;
            /** @description Its weak words, in reading order. */
            words: components["schemas"]["WeakSpotsOutputVerseWord"][];
            /** @description Its slips of the last 28 days. */
            slips_recent: number;
            /** @description Its slips of the 28 days before. */
            slips_before: number;
            /**
             * @description Slips per recitation lately against the weeks before: fewer, more, the same (or not recited lately), or new (not recited in the weeks before).
             *
             *     * `new` - new
             *     * `fewer` - fewer
             *     * `more` - more
             *     * `same` - same
             */
            trend: components["schemas"]["TrendEnum"];
        };
        WeakSpotsOutputVerseWord: {
            /** @description The word's index in the verse's words, 0 first. */
            word: number;
            /**
             * @description The kind of slip that weighs most on it.
             *
             *     * `forgot` - Forgot: needed a prompt
             *     * `wrong_word` - Said another word
             *     * `vowel` - Vowel (harakah)
             *     * `tajweed` - Tajweed
             */
            kind: components["schemas"]["SlipKindEnum"];
            /**
             * Format: double
             * @description The weight of its slips now: each starts at 1 and halves every 14 days and with each clean recitation of the verse since; weak from 0.2.
             */
            weakness: number;
            /** @description The word as the verse writes it. */
            text: string;
        };
        WeakWord: {
            /** @description The word's index in the verse's words, 0 first. */
            word: number;
            /**
             * @description The kind of slip that weighs most on it.
             *
             *     * `forgot` - Forgot: needed a prompt
             *     * `wrong_word` - Said another word
             *     * `vowel` - Vowel (harakah)
             *     * `tajweed` - Tajweed
             */
            kind: components["schemas"]["SlipKindEnum"];
            /**
             * Format: double
             * @description The weight of its slips now: each starts at 1 and halves every 14 days and with each clean recitation of the verse since; weak from 0.2.
             */
            weakness: number;
        };
        WeakWordsOutput: {
            /** @description The passage's verses that hold weak words, in the mushaf's order. */
            verses: components["schemas"]["WeakWordsOutputVerse"][];
        };
        WeakWordsOutputVerse: {
            surah_id: number;
            ayah_id: number;
            words: components["schemas"]["WeakWord"][];
        };
        WeeklyGoalUpdateInputRequest: {
            weekly_goal: number;
        };
        WeeklyGoalUpdateOutput: {
            weekly_goal: number;
        };
        WhichOneGame: {
            /** @description The verse drilled: a win and a review are recorded on it. */
            verse: components["schemas"]["VerseReference"];
            /** @description Up to 4, about its closest 3 look-alikes (a single pair asked both ways). */
            questions: components["schemas"]["WhichOneQuestion"][];
            /**
             * Format: uuid
             * @description This deal's id: send it with the player's moves to POST /games/results/ to grade the game (within 3 hours).
             */
            game_id: string;
        };
        /** @description `surah_id` and `ayah_id` of one real verse; a verse past the chapter's end is a field error. */
        WhichOneGameInputRequest: {
            surah_id: number;
            ayah_id: number;
            /** @description Drill only this look-alike of the verse (a confused pair). */
            with_verse?: components["schemas"]["VerseReferenceInputRequest"];
        };
        WhichOneMove: {
            /** @description The question answered. */
            question: number;
            /** @description The option picked, by its id. */
            option: number;
        };
        WhichOneMoveRequest: {
            /** @description The question answered. */
            question: number;
            /** @description The option picked, by its id. */
            option: number;
        };
        WhichOneOption: {
            surah_id: number;
            ayah_id: number;
            id: number;
            /** @description The verse's words that fill the blank (Arabic). */
            text: string;
        };
        WhichOneQuestion: {
            id: number;
            /** @description The verse asked for. */
            named: components["schemas"]["VerseReference"];
            /** @description Shared words before the blank (Arabic); empty when the verses differ from their first word. */
            before: string;
            /** @description Shared words after the blank, when the options are the verses' openings or a phrase's word; else empty. */
            after: string;
            /** @description True when the blank is a word that differs inside a phrase the two verses share (before and after are the phrase's words around it); false when it is where whole verses part. */
            phrase: boolean;
            /** @description The named verse's words and its look-alike's, shuffled. */
            options: components["schemas"]["WhichOneOption"][];
            /** @description The named verse's option. The app marks an answer at once; a win counts only when the moves are graded (POST /games/results/). */
            right_option: number;
            /** @description The named verse, then its look-alike, each word marked shared or not: shown side by side after a wrong answer. */
            verses: components["schemas"]["MarkedVerse"][];
        };
        WrittenWordRequest: {
            /** @description The blank written in. */
            blank: number;
            /** @description What the learner wrote (Arabic). */
            word: string;
        };
        XpEvent: {
            reason: components["schemas"]["XpReasonEnum"];
            /** @description The xp paid now: 0 for a repeat win past the day's limit, or while it waits. */
            amount: number;
            /** @description The xp it earned that waits for the learner's pace budget (a person's pace: about 2 xp a second, 30 at once); paid at their next graded games. Rules: hafiz/xp/rules.py, Human pace. */
            waiting: number;
            /** @description The finished quest's id, on reason quest. */
            quest: string | null;
            /** @description On reason quest: the quest's title, an i18n key as GET /quests/today/ gives it. */
            readonly quest_title_key: string | null;
            /** @description On reason quest: the title's parameters. */
            readonly quest_params: components["schemas"]["QuestParams"] | null;
            /** @description On reason chapter. */
            chapter: number | null;
        };
        XpPerDay: {
            /**
             * Format: date
             * @description The learner's calendar day.
             */
            date: string;
            xp: number;
        };
        /**
         * @description * `first_win` - First win of a game on a verse
         *     * `repeat_win` - Repeat win
         *     * `chapter` - Chapter finished
         *     * `quest` - Daily quest finished
         *     * `recitation` - Recitation from memory
         * @enum {string}
         */
        XpReasonEnum: "first_win" | "repeat_win" | "chapter" | "quest" | "recitation";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    auth_email_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInEmail"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description This site sends no mail: sign in with a passkey instead. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('email' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_email_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInEmailInputRequest"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailMessage"];
                };
            };
            /** @description Not an email address. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description This site sends no mail: sign in with a passkey instead. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many links were sent lately: wait an hour and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_email_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
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
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description This site sends no mail: sign in with a passkey instead. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description This is your only way to sign in: add another passkey or an email address first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('email' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_email_confirm_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailLinkTokenInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInEmail"];
                };
            };
            /** @description This link has expired or was used already: ask for a new one. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description This site sends no mail: sign in with a passkey instead. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description This address already signs into another Hafiz account. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('sign_in' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_email_sign_in_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailLinkTokenInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginOutput"];
                };
            };
            /** @description This link has expired or was used already: ask for a new one. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description This account is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description This site sends no mail: sign in with a passkey instead. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('sign_in' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_email_sign_in_link_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInLinkInputRequest"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailMessage"];
                };
            };
            /** @description Not an email address. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description This site sends no mail: sign in with a passkey instead. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('email' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_link_google_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleAccessTokenInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileInfo"];
                };
            };
            /** @description Token invalid, issued for another app, expired, or the email is unverified. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Google sign-in is not configured. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description This account already signs in with Google. / This Google account already has a Hafiz account; sign in with it instead (the two accounts are not merged). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('sign_in' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Google did not answer in time or answered with an error. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_login_demo_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginOutput"];
                };
            };
            /** @description Guest sign-in is turned off. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('guest' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_login_google_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleAccessTokenInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginOutput"];
                };
            };
            /** @description Token invalid, issued for another app, expired, or the email is unverified. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description This account is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Google sign-in is not configured. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('sign_in' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Google did not answer in time or answered with an error. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_logout_knox_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_logoutall_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out on every device. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_passkey_create_account_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyCredentialInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginOutput"];
                };
            };
            /** @description The answer could not be read, its challenge expired or was used, it came from another site or relying party, the passkey is unknown, registered already, or its sign counter went back. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('passkey' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_passkey_create_account_options_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyCreateAccountOptionsInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyOptions"];
                };
            };
            /** @description No acceptable first name. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('passkey' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_passkey_sign_in_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyCredentialInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginOutput"];
                };
            };
            /** @description The answer could not be read, its challenge expired or was used, it came from another site or relying party, the passkey is unknown, registered already, or its sign counter went back. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description This account is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('passkey' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_passkey_sign_in_options_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyOptions"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('passkey' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_passkeys_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyList"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_passkeys_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                passkey_id: number;
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
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not one of the learner's passkeys. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description This is your only way to sign in: add another passkey first. / This is your only way to sign in: add another passkey or an email address first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_passkeys_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                passkey_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PatchedPasskeyRenameInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyItem"];
                };
            };
            /** @description Name too long. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not one of the learner's passkeys. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_passkeys_add_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyCredentialInputRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileInfo"];
                };
            };
            /** @description The answer could not be read, its challenge expired or was used, it came from another site or relying party, the passkey is unknown, registered already, or its sign counter went back. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('passkey' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_passkeys_add_options_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyOptions"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('passkey' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_profile_info_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileInfo"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_profile_info_photo_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfilePhotoInfo"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_profile_privacy_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfilePrivacyRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfilePrivacy"];
                };
            };
            /** @description is_private missing or not a boolean; see fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    progress_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerseReferenceInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AyahProgress"];
                };
            };
            /** @description Bad input, or a claimed win (a body with "game" or "win_id"): a won game is recorded by grading it, POST /games/results/. {"message", "fields"}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    progress_info: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerseReferenceInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AyahProgress"];
                };
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_profile_settings_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileSettings"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_profile_settings_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileSettingsUpdateInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileSettings"];
                };
            };
            /** @description Unknown time zone; see fields.time_zone. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_profile_update_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdateInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileInfo"];
                };
            };
            /** @description A name is missing or not allowed; see fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    auth_profile_update_photo_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ProfilePhotoUpdateInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfilePhotoUpdate"];
                };
            };
            /** @description Not an acceptable image; see fields.profile_photo. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('photo' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    bookmark_list: {
        parameters: {
            query?: {
                /** @description See surah_id; the two go together. */
                ayah_id?: number;
                /** @description Page size, default 50, at most 200. */
                limit?: number;
                /** @description Bookmarks to skip. */
                offset?: number;
                /** @description With ayah_id: only the bookmark on that verse (none or one), which is how the learn card knows whether its verse is bookmarked. */
                surah_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookmarkPage"];
                };
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    bookmark_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerseReferenceInputRequest"];
            };
        };
        responses: {
            /** @description Already bookmarked; nothing changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bookmark"];
                };
            };
            /** @description Bookmarked now. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bookmark"];
                };
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    bookmark_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ayah_id: number;
                surah_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No response body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The verse is not bookmarked. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    chapters_list: {
        parameters: {
            query?: {
                /** @description Language of translated_name. */
                language?: "en" | "ru";
                /** @description The content version (`content_version` in GET /config/). With the current one the answer may be kept for a year; without it, or with an older one, the current content is answered, kept for 5 minutes. */
                v?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChapterListOutput"];
                };
            };
            /** @description The copy named in If-None-Match is still current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description language is not one of the listed values. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    chapters_retrieve: {
        parameters: {
            query?: {
                /** @description Language of translated_name. */
                language?: "en" | "ru";
                /** @description The content version (`content_version` in GET /config/). With the current one the answer may be kept for a year; without it, or with an older one, the current content is answered, kept for 5 minutes. */
                v?: string;
            };
            header?: never;
            path: {
                /** @description Chapter number. */
                chapter_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChapterDetailOutput"];
                };
            };
            /** @description The copy named in If-None-Match is still current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description language is not one of the listed values. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No chapter has this number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    config_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicConfigOutput"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    games_audio_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameVersesInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AudioQuestion"];
                };
            };
            /** @description The body is malformed or a field is not valid; see fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    games_ayah_image_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerseReferenceInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AyahImage"];
                };
            };
            /** @description The body is malformed or a field is not valid; see fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    games_ayah_text_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerseReferenceInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AyahText"];
                };
            };
            /** @description The body is malformed or a field is not valid; see fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    games_gaps_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GapsGameInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GapsGame"];
                };
            };
            /** @description The body is malformed or a field is not valid; see fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    games_makhraj_letter_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MakhrajLetterGame"];
                };
            };
            /** @description The body is malformed or a field is not valid; see fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The Qur'an is not imported yet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    games_makhraj_point_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MakhrajPointGame"];
                };
            };
            /** @description The body is malformed or a field is not valid; see fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The Qur'an is not imported yet: no letter has an example word. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    games_matching_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameVersesInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchingGame"];
                };
            };
            /** @description The body is malformed or a field is not valid; see fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    games_memory_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameVersesInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemoryGame"];
                };
            };
            /** @description The body is malformed or a field is not valid; see fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    game_grade: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameGradeInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameGradeOutput"];
                };
            };
            /** @description A move that cannot be made: {"fields": {"moves.<index>": [why]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No game with this game_id was dealt to you (or it expired and was removed). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The game was graded before under another win_id, or the win_id belongs to another win. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The game was dealt too long ago; deal a new one. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('grading' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    games_shuffling_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameVersesInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShufflingGame"];
                };
            };
            /** @description The body is malformed or a field is not valid; see fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    games_which_one_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WhichOneGameInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WhichOneGame"];
                };
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The verse has no look-alike the drill can ask about (or `with_verse` is none of its look-alikes). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthOutput"];
                };
            };
        };
    };
    juz_list: {
        parameters: {
            query?: {
                /** @description The content version (`content_version` in GET /config/). With the current one the answer may be kept for a year; without it, or with an older one, the current content is answered, kept for 5 minutes. */
                v?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JuzList"];
                };
            };
            /** @description The copy named in If-None-Match is still current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    leaderboard_list: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                /**
                 * @description week: this Monday 00:00 to Sunday 24:00 UTC; all: all time.
                 *
                 *     * `week` - week
                 *     * `all` - all
                 */
                period?: "week" | "all";
                /**
                 * @description all: every learner; following: the people you follow, and you.
                 *
                 *     * `all` - all
                 *     * `following` - following
                 */
                scope?: "all" | "following";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaderboardListOutput"];
                };
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    level_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Level"][];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    makhraj_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MakhrajGuide"];
                };
            };
            /** @description The copy named in If-None-Match is still current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    pages_retrieve: {
        parameters: {
            query?: {
                /** @description The content version (`content_version` in GET /config/). With the current one the answer may be kept for a year; without it, or with an older one, the current content is answered, kept for 5 minutes. */
                v?: string;
            };
            header?: never;
            path: {
                /** @description Page number. */
                page: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page"];
                };
            };
            /** @description The copy named in If-None-Match is still current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No page has this number (1 to 604). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    learning_path_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LearningPath"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    learning_path_set: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LearningPathSetInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LearningPath"];
                };
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    plan_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanAndForecast"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    plan_set: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanAndForecast"];
                };
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    plan_pause: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PatchedPlanPauseInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanAndForecast"];
                };
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description You have no hifz plan yet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    plan_chart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanChart"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description You have no hifz plan yet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    plan_forecast: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForecastInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanForecast"];
                };
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    plan_today: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanTodayOutput"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listening_record: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListeningRecordInputRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListeningRecordOutput"];
                };
            };
            /** @description A field is missing or not valid; see fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('listening' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    player_settings_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerSettings"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    player_settings_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayerSettingsRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerSettings"];
                };
            };
            /** @description A field is missing or not valid; see fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listening_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListeningStartOutput"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('listening' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listening_stats: {
        parameters: {
            query?: {
                /** @description First day; default 6 days before to_day. At most 366 days at a time. */
                from_day?: string;
                /** @description Last day; default the learner's today. */
                to_day?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListeningStatsOutput"];
                };
            };
            /** @description A field is missing or not valid; see fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    player_verse_list: {
        parameters: {
            query: {
                /** @description First verse of the range. */
                from_ayah: number;
                /** @description The first verse's chapter, 1–114. */
                surah_id: number;
                /** @description Last verse, at most its chapter's last. */
                to_ayah: number;
                /** @description The last verse's chapter; default surah_id. */
                to_surah_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerVerseListOutput"];
                };
            };
            /** @description A field is missing or not valid; see fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    follower_list: {
        parameters: {
            query?: {
                /** @description Page size, default 20, at most 100. */
                limit?: number;
                /** @description Rows to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonPage"];
                };
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    following_list: {
        parameters: {
            query?: {
                /** @description Page size, default 20, at most 100. */
                limit?: number;
                /** @description Rows to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonPage"];
                };
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    weekly_goal_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WeeklyGoalUpdateInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeeklyGoalUpdateOutput"];
                };
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    profile_stats: {
        parameters: {
            query?: {
                /**
                 * @description xp_per_day covers the last 7 days (week), the last 30 (month) or every day since joining (all), each ending today.
                 *
                 *     * `week` - week
                 *     * `month` - month
                 *     * `all` - all
                 */
                range?: "week" | "month" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileStatsOutput"];
                };
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    progress_current: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgressCurrentOutput"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    progress_next_xp: {
        parameters: {
            query: {
                ayah_id: number;
                surah_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgressNextXpOutput"];
                };
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    progress_page: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                page: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageProgress"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No page has this number (1 to 604). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    progress_portions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortionProgress"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    quest_today_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestTodayListOutput"][];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    recitation_record: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecitationInputRequest"];
            };
        };
        responses: {
            /** @description The same session_id again: the first answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecitationRecordOutput"];
                };
            };
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecitationRecordOutput"];
                };
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('recitation' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    recitation_passage: {
        parameters: {
            query: {
                /** @description kind pages: the first page, 1–604. */
                from_page?: number;
                /** @description kind verses: the first verse, as 78:1. */
                from_verse?: string;
                kind: "pages" | "quarter" | "review" | "verses";
                /** @description kind quarter: a hizb quarter, 1–240. */
                quarter?: number;
                /** @description kind pages: the last page. */
                to_page?: number;
                /** @description kind verses: the last verse, as 78:40. */
                to_verse?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecitationPassageOutput"];
                };
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    recitation_slip_history: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlipHistoryOutput"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    recitation_weak_spots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeakSpotsOutput"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    recitation_weak_words: {
        parameters: {
            query: {
                /** @description kind pages: the first page, 1–604. */
                from_page?: number;
                /** @description kind verses: the first verse, as 78:1. */
                from_verse?: string;
                kind: "pages" | "quarter" | "review" | "verses";
                /** @description kind quarter: a hizb quarter, 1–240. */
                quarter?: number;
                /** @description kind pages: the last page. */
                to_page?: number;
                /** @description kind verses: the last verse, as 78:40. */
                to_verse?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeakWordsOutput"];
                };
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    recording_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordingListOutput"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('recording' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    recording_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["RecordingListInputRequest"];
            };
        };
        responses: {
            /** @description This upload_id was taken in before. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordingDetail"];
                };
            };
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordingDetail"];
                };
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The learner's quota is full (count or bytes): delete a recording first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('recording' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The server could not check it in time: send it again after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    recording_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                upload_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordingDetail"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No recording of yours has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    recording_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                upload_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No response body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No recording of yours has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    recording_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                upload_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PatchedRecordingDetailUpdateInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordingDetail"];
                };
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No recording of yours has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    recording_audio: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                upload_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Or audio/ogg, audio/mp4. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/webm": string;
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No recording of yours has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    review_record: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewRecordInputRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewRecordOutput"];
                };
            };
            /** @description Bad input, the game is not graded yet or reviews no verse (a makhraj practice), its verse is not memorised (not at 100), or the game was dealt before it was: {"message", "fields"}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No game with this game_id was dealt to you (or it expired and was removed). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The game was dealt too long ago (3 hours) to be a review. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not in one of the content types listed for this call. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    confused_pairs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfusedPairListOutput"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    review_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewStatsOutput"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    review_today: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewTodayOutput"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    landing_figures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LandingFiguresOutput"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    user_search: {
        parameters: {
            query: {
                /** @description Page size, default 20, at most 20. */
                limit?: number;
                /** @description Words each found in the learner's name (case, accents and harakat ignored); words of fewer than 2 letters are left out, and at least one must remain. */
                search: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonPage"];
                };
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. This call also has a limit of its own ('search' in docs/limits.md). */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    follow_add: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Already following; nothing changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Person"];
                };
            };
            /** @description Following now. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Person"];
                };
            };
            /** @description Not a user id, or your own. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description There is no such learner. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    follow_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No response body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: {"message", "fields": {field: [messages]}}. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description You are not following this learner. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    verses_retrieve: {
        parameters: {
            query?: {
                /** @description The content version (`content_version` in GET /config/). With the current one the answer may be kept for a year; without it, or with an older one, the current content is answered, kept for 5 minutes. */
                v?: string;
            };
            header?: never;
            path: {
                /** @description Verse number. */
                ayah_id: number;
                /** @description Chapter number. */
                surah_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verse"];
                };
            };
            /** @description The copy named in If-None-Match is still current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No verse has this chapter and number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    verses_similar_list: {
        parameters: {
            query?: {
                /** @description The content version (`content_version` in GET /config/). With the current one the answer may be kept for a year; without it, or with an older one, the current content is answered, kept for 5 minutes. */
                v?: string;
            };
            header?: never;
            path: {
                /** @description Verse number. */
                ayah_id: number;
                /** @description Chapter number. */
                surah_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimilarVerseListOutput"];
                };
            };
            /** @description The copy named in If-None-Match is still current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No verse has this chapter and number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The URL is longer than the web server accepts (a path or query value far over its limit); answered by the web server, without the ApiError body. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests; Retry-After says when to try again. The limits are in docs/limits.md. */
            429: {
                headers: {
                    /** @description Seconds to wait before the call is answered again. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
}
