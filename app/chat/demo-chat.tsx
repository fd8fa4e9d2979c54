/** TruGPT for the demo account: conversations and canned answers in this browser only (app/chat/demo-engine.ts). */
import { useState } from "react";
import { CHAT } from "./chat-texts";
import { Sidebar } from "./chat-sidebar";
import { Composer, Header, MessageList, type ViewMessage } from "./chat-view";
import {
  appendDemoMessage,
  createDemoConversation,
  deleteDemoConversation,
  demoConversations,
  demoMessages,
  demoReply,
  demoReplyDelayMs,
  renameDemoConversation,
  type DemoConversation,
} from "./demo-engine";

export function DemoChat({ nutrition }: { nutrition: boolean }) {
  const [conversations, setConversations] = useState<DemoConversation[]>(() => demoConversations());
  const [activeId, setActiveId] = useState<string | null>(() => conversations[0]?.id ?? null);
  const [messages, setMessages] = useState<ViewMessage[]>(() => (activeId ? demoMessages(activeId).map(demoView) : []));
  const [pending, setPending] = useState(false);
  const refresh = (id: string | null) => {
    setConversations(demoConversations());
    setActiveId(id);
    setMessages(id ? demoMessages(id).map(demoView) : []);
  };
  const send = (text: string) => {
    const id = activeId ?? createDemoConversation().id;
    appendDemoMessage(id, { role: "user", text });
    refresh(id);
    setPending(true);
    setTimeout(() => {
      appendDemoMessage(id, { role: "assistant", text: demoReply(text) });
      setPending(false);
      refresh(id);
    }, demoReplyDelayMs());
  };
  return (
    <>
      <Header mode="demo" nutrition={nutrition} subtitle={nutrition ? CHAT.nutritionSubtitle : CHAT.subtitle} messages={messages} />
      <div className="mt-3 flex flex-col gap-3 md:flex-row md:gap-4">
        <Sidebar
          conversations={conversations}
          activeId={activeId}
          loading={false}
          onSelect={refresh}
          onCreate={() => refresh(createDemoConversation().id)}
          onRenamed={(id, title) => {
            renameDemoConversation(id, title);
            refresh(activeId);
          }}
          onDelete={(id) => {
            deleteDemoConversation(id);
            // Demo mode picks the first remaining conversation.
            const next = id === activeId ? (demoConversations()[0]?.id ?? null) : activeId;
            refresh(next);
          }}
        />
        <div className="min-w-0 flex-1">
          <MessageList messages={messages} typing={pending} nutrition={nutrition} />
          <Composer onSend={send} disabled={pending} nutrition={nutrition} />
        </div>
      </div>
    </>
  );
}

function demoView(m: { id: string; role: "user" | "assistant"; text: string; createdAt: number }): ViewMessage {
  return { ...m, providers: [] };
}
