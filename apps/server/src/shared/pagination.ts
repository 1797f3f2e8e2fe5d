export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
