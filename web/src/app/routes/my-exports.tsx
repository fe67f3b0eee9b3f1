import { MyExports } from "@/features/exports/components/my-exports";

export default function MyExportsRoute() {
  return <MyExports />;
}
