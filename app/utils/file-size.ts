/**
 * A size as people read it: "740 bytes", "12 KB", "1.5 MB", "5 MB". Limits and
 * file sizes use the same wording everywhere (messages, the media library, the
 * company PDF's download button).
 */
export function formatFileSize(bytes: number): string {
  const KB = 1024;
  const MB = KB * KB;
  const oneDecimal = (value: number) => String(Number(value.toFixed(1)));
  if (bytes >= MB) return `${oneDecimal(bytes / MB)} MB`;
  if (bytes >= KB) return `${oneDecimal(bytes / KB)} KB`;
  return `${bytes} bytes`;
}
