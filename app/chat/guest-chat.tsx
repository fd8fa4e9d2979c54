/** TruGPT for a visitor who chose "Continue as guest": the dialog as it looks, and every send leads to sign-up. */
import { useNavigate } from "react-router";
import { showToast } from "~/lib/client-toast";
import { CHAT } from "./chat-texts";
import { Composer, Header, MessageList } from "./chat-view";

export function GuestChat({ nutrition }: { nutrition: boolean }) {
  const navigate = useNavigate();
  const signUp = () => {
    showToast({ ...CHAT.signUpRequired, type: "info" });
    void navigate("/signup");
  };
  return (
    <>
      <Header mode="guest" nutrition={nutrition} subtitle={nutrition ? CHAT.nutritionSubtitle : CHAT.subtitle} messages={[]} />
      <MessageList messages={[]} typing={false} nutrition={nutrition} />
      <Composer
        onSend={signUp}
        disabled={false}
        nutrition={nutrition}
        blocked={
          <button type="button" onClick={signUp} className="rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white">
            Sign Up to Chat
          </button>
        }
      />
    </>
  );
}
