import {
  Accessibility, Activity, Anchor, Atom, Baby, BadgeIndianRupee, Bandage, Bone, Brain, Building,
  CalendarCheck, ChartLine, ClipboardList, Clock, Droplets, Dumbbell, FileText, Flame, Footprints,
  Gauge, Heart, HeartHandshake, HeartPulse, Hotel, Languages, MessageCircle, Microscope, Plane,
  Radiation, Scale, ShieldCheck, Snowflake, Stethoscope, Sun, Target, TreePalm, Users, Video, Wind,
  type LucideIcon,
} from "~/components/ui/lucide";

// Content modules name their icons; this map keeps the bundle to the icons actually used.
const icons: Record<string, LucideIcon> = {
  Accessibility, Activity, Anchor, Atom, Baby, BadgeIndianRupee, Bandage, Bone, Brain, Building,
  CalendarCheck, ChartLine, ClipboardList, Clock, Droplets, Dumbbell, FileText, Flame, Footprints,
  Gauge, Heart, HeartHandshake, HeartPulse, Hotel, Languages, MessageCircle, Microscope, Plane,
  Radiation, Scale, ShieldCheck, Snowflake, Stethoscope, Sun, Target, TreePalm, Users, Video, Wind,
};

export function Icon({ name, className = "size-6" }: { name: string; className?: string }) {
  const Component = icons[name] ?? Activity;
  return <Component className={className} aria-hidden="true" focusable="false" />;
}
