import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  doctorFor,
  doctorProfileMetadata,
  DoctorProfileView,
  doctorStaticParams,
  type DoctorRouteProps,
} from "@/components/doctors/doctor-profile-view";

export function generateStaticParams() {
  return doctorStaticParams();
}

export async function generateMetadata({ params }: DoctorRouteProps): Promise<Metadata> {
  return doctorProfileMetadata(doctorFor((await params).id), "hi");
}

export default async function HindiDoctorProfilePage({ params }: DoctorRouteProps) {
  const doctor = doctorFor((await params).id);
  if (!doctor) notFound();
  return <DoctorProfileView doctor={doctor} locale="hi" />;
}
