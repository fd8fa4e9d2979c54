export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-50 pb-28">
      <div className="mx-auto max-w-7xl px-4 py-8 text-sm text-gray-600">
        <p>© {new Date().getFullYear()} TruSelf. Trustworthy reviews, honest prices, real credentials.</p>
      </div>
    </footer>
  );
}
