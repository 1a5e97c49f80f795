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
  /** The English name of docs/product/screens.md; `key` finds its translation in the shell namespace (nav.<key>). */
  name: string;
  key: string;
  href: string;
  icon: LucideIcon;
  badge?: string;
}

/** docs/product/screens.md: the dashboard's ten destinations, in this order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { name: 'Dashboard', key: 'dashboard', href: '/client/dashboard', icon: LayoutDashboard },
  { name: 'Workspaces', key: 'workspaces', href: '/client/workspaces', icon: Building2 },
  { name: 'Comments', key: 'comments', href: '/client/comments', icon: MessageSquare },
  { name: 'Analytics', key: 'analytics', href: '/client/analytics', icon: BarChart3 },
  { name: 'API', key: 'api', href: '/client/api', icon: Code2, badge: 'NEW' },
  { name: 'Team', key: 'team', href: '/client/team', icon: Users },
  { name: 'Integrations', key: 'integrations', href: '/client/integrations', icon: Plug },
  { name: 'Automation', key: 'automation', href: '/client/automation', icon: Workflow },
  { name: 'Billing', key: 'billing', href: '/client/billing', icon: CreditCard },
  { name: 'Settings', key: 'settings', href: '/client/settings', icon: Settings },
];
