/** "Not yet available in Deutsch": above a page shown in the default language under another language's address. */
export function LocaleNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <p className="container locale-notice" role="note">
      {notice}
    </p>
  );
}
