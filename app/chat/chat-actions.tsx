/**
 * The chat's Copy Chat action (spec 001, description A): a button beside the badges on a desktop;
 * on a phone inside a menu with Close Chat.
 */
import { useCloseDialog } from "~/components/ui/dialog";
import { Dropdown } from "~/components/ui/dropdown";
import { MoreIcon } from "~/components/ui/icons";
import { menuItemClass } from "~/components/ui/menu-item";
import { showToast } from "~/lib/client-toast";
import { CHAT } from "./chat-texts";

export async function copyChat(messages: readonly { role: "user" | "assistant"; text: string }[]) {
  try {
    const text = messages.map((m) => `${m.role === "user" ? "You" : "TruGPT"}: ${m.text}`).join("\n\n");
    await navigator.clipboard.writeText(text);
    showToast({ ...CHAT.chatCopied, type: "success" });
  } catch {
    showToast({ ...CHAT.copyFailed, type: "error" });
  }
}

export function ChatActions({ messages }: { messages: readonly { role: "user" | "assistant"; text: string }[] }) {
  const close = useCloseDialog();
  return (
    <div className="ml-auto">
      <button
        type="button"
        onClick={() => void copyChat(messages)}
        className="hidden rounded-full border border-gray-300 px-3 py-1 text-xs font-semibold text-gray-700 hover:border-brand-300 md:inline-block"
      >
        {CHAT.copyChat}
      </button>
      <div className="md:hidden">
        <Dropdown
          align="right"
          panelClassName="w-44"
          triggerTestId="trugpt-menu"
          triggerClassName="inline-flex items-center gap-1 rounded-full border border-gray-300 px-3 py-1 text-xs font-semibold text-gray-700"
          label={
            <>
              <MoreIcon />
              <span className="sr-only">{CHAT.menu}</span>
            </>
          }
        >
          <button type="button" data-menu-item onClick={() => void copyChat(messages)} className={menuItemClass}>
            {CHAT.copyChat}
          </button>
          <button type="button" data-menu-item onClick={close} className={menuItemClass}>
            {CHAT.closeChat}
          </button>
        </Dropdown>
      </div>
    </div>
  );
}
