import {
  Banknote, BookOpen, BookUser, Boxes, Briefcase, Bug, Building2, Calendar, CalendarCheck, CalendarDays, ChartLine, ClipboardCheck,
  ClipboardList, Code, Coins, Contact, CreditCard, Dumbbell, FileText, Flag, FolderKanban, Gift, GraduationCap, Handshake, Heart,
  House, IdCard, LayoutTemplate, Lightbulb, ListTodo, MapPin, Megaphone, Newspaper, Package, PartyPopper, PenLine, PiggyBank, Plane,
  Receipt, Rocket, ShoppingCart, Star, Store, Target, Ticket, Truck, UserPlus, Users, Utensils, Wallet, Warehouse, Wrench,
  type LucideIcon,
} from 'lucide-react';

// Templates name Font Awesome icons (the reference's icon set); the app draws Lucide's. Names that
// mean the same thing share an icon; the "fa-" prefix and its style suffixes are tolerated.
const icons: Record<string, LucideIcon> = {
  'address-book': BookUser, 'address-card': Contact, 'balance-scale': Coins, 'birthday-cake': PartyPopper, book: BookOpen,
  box: Package, boxes: Boxes, briefcase: Briefcase, bug: Bug, building: Building2, bullhorn: Megaphone, bullseye: Target,
  calendar: Calendar, 'calendar-alt': CalendarDays, 'calendar-check': CalendarCheck, 'calendar-day': CalendarDays,
  'chart-line': ChartLine, 'chart-bar': ChartLine, 'check-square': ClipboardCheck, 'clipboard-check': ClipboardCheck,
  'clipboard-list': ClipboardList, code: Code, coins: Coins, 'credit-card': CreditCard, dumbbell: Dumbbell, edit: PenLine,
  'file-alt': FileText, 'file-invoice': Receipt, 'file-invoice-dollar': Receipt, flag: Flag, gift: Gift, 'glass-cheers': PartyPopper,
  'graduation-cap': GraduationCap, handshake: Handshake, heart: Heart, home: House, 'id-badge': IdCard, 'id-card': IdCard,
  'laptop-code': Code, lightbulb: Lightbulb, list: ListTodo, 'map-marker-alt': MapPin, 'money-bill': Banknote,
  'money-bill-wave': Banknote, newspaper: Newspaper, pen: PenLine, 'pen-nib': PenLine, 'piggy-bank': PiggyBank, plane: Plane,
  'project-diagram': FolderKanban, receipt: Receipt, rocket: Rocket, 'shopping-cart': ShoppingCart, star: Star, store: Store,
  tasks: ListTodo, 'ticket-alt': Ticket, tools: Wrench, truck: Truck, 'user-friends': Users, 'user-plus': UserPlus,
  'user-tie': Briefcase, users: Users, utensils: Utensils, wallet: Wallet, warehouse: Warehouse, wrench: Wrench,
};

/** The icon drawn for a template's Font Awesome icon name; a generic one for names not mapped. */
export function templateIcon(name: string): LucideIcon {
  const bare = name.trim().toLowerCase().replace(/^fa[srb]?[- ]+/, '').replace(/^fa-/, '');
  return icons[bare] ?? LayoutTemplate;
}
