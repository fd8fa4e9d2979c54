/** The terms of service: its text; /terms shows it (app/routes/public/legal.tsx). */
export function TermsOfService() {
  return (
    <>
      <p>By using TruSelf you agree to these terms. Please read them together with our Privacy Policy.</p>
      <h2>Not medical advice</h2>
      <p>
        Content on TruSelf, including TruGPT answers and community posts, is for education only. It does not create a doctor-patient
        relationship. In an emergency call 911 or your doctor.
      </p>
      <h2>Your account</h2>
      <p>Keep your password safe and your details accurate. You are responsible for activity under your account.</p>
      <h2>Reviews and questions</h2>
      <ul>
        <li>Write only about your own experience, honestly and respectfully.</li>
        <li>No personal data of others, no advertising, no hateful or unlawful content.</li>
        <li>We may remove content that breaks these rules.</li>
      </ul>
      <h2>Providers</h2>
      <p>Providers are responsible for the accuracy of their listings, credentials and prices. Listing on TruSelf is not an endorsement.</p>
      <h2>Liability</h2>
      <p>TruSelf is provided as is. We are not liable for the outcome of any procedure or for decisions you make based on content here.</p>
      <h2>Contact</h2>
      <p>Questions about these terms: legal@truself.com.</p>
    </>
  );
}
