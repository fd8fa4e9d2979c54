/**
 * The inline script that holds a press on a TruGPT link (marked with OPENS_CHAT, app/lib/site-links.ts)
 * before the chat launcher (app/chat/chat-launcher.tsx, an island) arrives: small enough for every
 * page's <head>.
 */
import { OPENS_CHAT } from "~/lib/site-links";

/**
 * Runs inline before the app's code: a plain press on a chat link is held (its conversation, if any)
 * until the launcher takes it. Without JavaScript the links still lead to /trugpt-detail.
 */
export const EARLY_CHAT_SCRIPT = `(function(){var s=window.__truselfChat={};document.addEventListener("click",function(e){if(s.ready||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;var o=e.target instanceof Element?e.target.closest("[${OPENS_CHAT}]"):null;if(!o)return;e.preventDefault();s.pending=o.getAttribute("${OPENS_CHAT}")||"";},true);})();`;
