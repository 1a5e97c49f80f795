import {
  BarChart3,
  Building2,
  Code2,
  CreditCard,
  LayoutDashboard,
  MessageSquare,
  Plug,
  Settings,
  Users,
  Workflow,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  name: string;
  href: string;
  icon: LucideIcon;
  badge?: string;
}

/** Spec §2: the dashboard's ten destinations, in this order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { name: 'Dashboard', href: '/client/dashboard', icon: LayoutDashboard },
  { name: 'Workspaces', href: '/client/workspaces', icon: Building2 },
  { name: 'Comments', href: '/client/comments', icon: MessageSquare },
  { name: 'Analytics', href: '/client/analytics', icon: BarChart3 },
  { name: 'API', href: '/client/api', icon: Code2, badge: 'NEW' },
  { name: 'Team', href: '/client/team', icon: Users },
  { name: 'Integrations', href: '/client/integrations', icon: Plug },
  { name: 'Automation', href: '/client/automation', icon: Workflow },
  { name: 'Billing', href: '/client/billing', icon: CreditCard },
  { name: 'Settings', href: '/client/settings', icon: Settings },
];
