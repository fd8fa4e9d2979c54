/** The privacy policy: its text; /privacy shows it (app/routes/public/legal.tsx). */
export function PrivacyPolicy() {
  return (
    <>
      <p>TruSelf helps you find and compare cosmetic, aesthetic and wellness providers. This policy explains what we collect and why.</p>
      <h2>What we collect</h2>
      <ul>
        <li>Account details you give us: name, e-mail address, password (stored only as a salted hash) and an optional profile photo.</li>
        <li>What you do on TruSelf: favorites, reviews, questions, waitlist sign-ups and TruGPT conversations.</li>
        <li>Messages you send through our contact and lead forms.</li>
        <li>Technical data needed to keep the service safe, such as IP addresses for rate limiting and session records.</li>
      </ul>
      <h2>How we use it</h2>
      <p>
        To run your account, show your reviews and questions, answer your messages, prevent abuse and improve the service. We do not sell
        your personal data.
      </p>
      <h2>What is public</h2>
      <p>Reviews show your first and last name. Questions and answers on provider profiles are public once answered.</p>
      <h2>Cookies</h2>
      <p>
        We use a session cookie to keep you signed in and a short-lived cookie for notifications. When you post a review we also set a
        device cookie, so we can spot many reviews from one device (see our review policy); we keep only a scrambled code of it. Analytics
        run only when configured and never on sensitive pages.
      </p>
      <h2>Your choices</h2>
      <p>You can update your profile, delete reviews and favorites, or ask us to delete your account by writing to privacy@truself.com.</p>
      <h2>Health information</h2>
      <p>TruSelf is not a medical provider. Please do not share medical records with us; share them only with your chosen provider.</p>
    </>
  );
}
