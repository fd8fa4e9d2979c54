/** TruGPT's texts (spec 001 sections 2, 5 and 8) and the message shapes shared by the browser and the server. */
import type { UIMessage } from "ai";
import { CHAT_MESSAGE_MAX_CHARS } from "~/lib/limits";
import type { SendError, SendErrorCode } from "./chat-protocol";

export const CHAT = {
  title: "TruSelf AI Chat",
  subtitle: "Ask me anything about cosmetic surgery.",
  nutritionSubtitle: "Ask me anything about nutrition, wellness and recovery.",
  loading: "Loading...",
  loadFailed: "Failed to load conversations. Please refresh the page.",
  loadingConversations: "Loading conversations...",
  loadingMessages: "Loading messages...",
  loadEarlier: "Load earlier messages",
  loadEarlierFailed: "Failed to load earlier messages. Please try again.",
  /** A conversation whose messages could not be loaded (issue 45 item 18): said, with Try Again, never an empty conversation. */
  loadMessagesFailed: "Failed to load this conversation's messages.",
  retry: "Try Again",
  creating: "Starting a new conversation...",
  initializing: "Initializing TruGPT",
  placeholder: "Type your message...",
  nutritionPlaceholder: "Ask about nutrition, supplements or recovery...",
  newConversation: "+ New Conversation",
  conversations: "Conversations",
  copyChat: "Copy Chat",
  closeChat: "Close Chat",
  menu: "Chat menu",
  defaultTitle: "New Conversation",
  firstTitle: "Welcome Chat",
  connectionError: "We're having trouble connecting to the chat service. Please try again.",
  sendFailedConnection: "Failed to send message. Please check your connection and try again.",
  sendFailed: "Failed to send message. Please try again.",
  signInToSend: "Please sign in to send messages.",
  signInToStart: "Please sign in to start a conversation.",
  noActive: "No active conversation. Please try refreshing the page.",
  createFailed: "Failed to create new conversation. Please try again.",
  deleteFailed: "Failed to delete conversation",
  copied: "Copied!",
  chatCopied: { title: "Chat Copied", description: "Your conversation has been copied to clipboard." },
  copyFailed: { title: "Copy Failed", description: "Failed to copy chat to clipboard." },
  signUpRequired: { title: "Sign up required", description: "Please sign up to chat with TruGPT and get personalized recommendations." },
  joinTitle: "Join TruSelf to Access TruGPT",
  joinText: "Create a free account to ask TruGPT about procedures, recovery, prices and providers, and keep your conversations.",
  mentionedProviders: "Mentioned Providers",
  verified: "TruSelf Verified",
  emptyMessage: "Please type a message.",
  tooLong: `Messages can be at most ${CHAT_MESSAGE_MAX_CHARS.toLocaleString("en-US")} characters.`,
  busy: "Please wait for TruGPT to finish its answer.",
  demoRefused: "The demo account chats in this browser only.",
  notFound: "This conversation does not exist.",
  disclaimer:
    "TruGPT provides general information about cosmetic surgery, aesthetics and wellness. It is not medical advice, does not create a doctor-patient relationship and cannot replace a consultation with a qualified provider. In an emergency, call 911.",
  disclaimerAgree: "I understand that TruGPT does not give medical advice.",
  medicalBanner: "TruGPT is for education only and is not medical advice. Always consult a qualified provider.",
  welcome: "Hi, I'm TruGPT! Ask me about procedures, prices, recovery, risks, or finding a provider near you.",
  nutritionWelcome: "Hi, I'm TruGPT! Ask me about nutrition and wellness before and after your procedure.",
  /** The last line of an answer the offline engine wrote because the model failed or timed out (issue 37, item 1). */
  modelUnavailable: "TruGPT's AI model is unavailable right now, so this answer comes from TruSelf's directory and guides.",
  modelUnavailableEs:
    "El modelo de IA de TruGPT no está disponible en este momento, así que esta respuesta viene del directorio y las guías de TruSelf.",
} as const;

export type MentionedProvider = {
  id: string;
  name: string;
  location: string;
  specialties: string[];
  isVerified?: boolean;
  /** Miles from the place the question named ("Botox near Beverly Hills"), when it named one the place table knows. */
  distanceMiles?: number;
};

/** The data part that carries an answer's mentioned providers (persisted with the message). */
export const PROVIDERS_PART = "data-providers";

/**
 * The paged messages endpoint of a conversation (/api/chat/:id/messages?before=&limit=): the
 * dialog loads the latest page, then earlier pages on demand.
 */
export const MESSAGES_PAGE_PATH = "messages";
export type MessagesPage = { messages: UIMessage[]; more: boolean };

type Part = { type: string; text?: unknown; data?: unknown };

/** The text of a message: its text parts, joined. */
export function messageText(message: { parts: readonly Part[] }): string {
  return message.parts
    .filter((p) => p.type === "text" && typeof p.text === "string")
    .map((p) => p.text as string)
    .join("");
}

export function mentionedProvidersOf(message: { parts: readonly Part[] }): MentionedProvider[] {
  const part = message.parts.find((p) => p.type === PROVIDERS_PART);
  return Array.isArray(part?.data) ? (part.data as MentionedProvider[]) : [];
}

/** Conversation ids are UUIDs (demo ones start with "demo"); anything else is malformed. */
export const CONVERSATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type { SendError, SendErrorCode } from "./chat-protocol";

const SEND_ERROR_TEXTS: Record<Exclude<SendErrorCode, "rateLimited">, string> = {
  tooLong: CHAT.tooLong,
  emptyMessage: CHAT.emptyMessage,
  notFound: CHAT.notFound,
  busy: CHAT.busy,
  rejected: CHAT.sendFailed,
  answerFailed: CHAT.sendFailed,
  connection: CHAT.sendFailedConnection,
};

/** The error with its own text (a rate limit's message names its wait). */
export function sendError(code: SendErrorCode, message?: string): SendError {
  return { code, message: message ?? (code === "rateLimited" ? CHAT.sendFailed : SEND_ERROR_TEXTS[code]) };
}

export function sendErrorBody(error: SendError): string {
  return JSON.stringify(error);
}

/** The code and text an error frame carried; anything else (a dropped socket) is the connection failure. */
export function readSendError(body: string): SendError {
  try {
    const parsed = JSON.parse(body) as Partial<SendError>;
    if (
      typeof parsed.message === "string" &&
      typeof parsed.code === "string" &&
      (parsed.code in SEND_ERROR_TEXTS || parsed.code === "rateLimited")
    ) {
      return { code: parsed.code, message: parsed.message };
    }
  } catch {
    // not one of ours
  }
  return sendError("connection");
}

/** Whether the failed send was not stored (so the dialog drops it from its list). */
export function sendWasRefused(error: SendError): boolean {
  return error.code !== "answerFailed" && error.code !== "connection";
}
