export function formatFileSize(bytes: number): string {
  const KB = 1024;
  const MB = KB * KB;
  const oneDecimal = (value: number) => String(Number(value.toFixed(1)));
  if (bytes >= MB) return `${oneDecimal(bytes / MB)} MB`;
  if (bytes >= KB) return `${oneDecimal(bytes / KB)} KB`;
  return `${bytes} bytes`;
}
