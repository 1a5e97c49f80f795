import { AtSign, Flag, MessageSquare, Reply, UserCheck, type LucideIcon } from 'lucide-react';
import type { NotificationType } from '@commentflow/shared';

export const NOTIFICATION_ICONS: Record<NotificationType, LucideIcon> = {
  comment: MessageSquare,
  reply: Reply,
  mention: AtSign,
  assignment: UserCheck,
  report: Flag,
};
