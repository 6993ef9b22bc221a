import type { Tag } from '@cyber/domain';

export const toTag = (row: {
  id: string;
  name: string;
  color: string | null;
  createdAt: Date;
  accountCount: number;
}): Tag => ({
  id: row.id,
  name: row.name,
  color: row.color,
  accountCount: Number(row.accountCount),
  createdAt: row.createdAt.toISOString(),
});
