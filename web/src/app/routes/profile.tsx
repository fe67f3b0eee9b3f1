import { ProfilePage } from "@/features/profile/components/profile-overview";

export default function ProfileRoute() {
  return <ProfilePage />;
}
