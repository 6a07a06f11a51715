// The surgeon's starting profile (Dr. Aditya Varma, one of the clinic's two doctors; fictional):
// the texts written for his page, in the doctor declaration's own shape (issue 46 item 5), so
// nothing converts them. Stored once, at the first start (decisions 021 and 086); from then on
// the clinic edits his document in the admin and the site reads that, never this file.
// His 10+ years are yearsExperience and also words of the summary, the meta description and the
// profile: change them together. The rating is counted from the testimonials (showRating).
import type { DoctorData } from "~/content-types/doctor";

export const surgeonSeed: DoctorData = {
  name: "Dr. Aditya Varma",
  shortName: "Dr. Varma",
  title: "Cardiothoracic & Vascular Surgeon",
  specialization: "Cardiothoracic & Vascular Surgery",
  registration: "",
  portrait: "/illustrations/doctor-surgeon.svg",
  yearsExperience: 10,
  heroIntro:
    "Heart, lung and blood-vessel surgeon who guides recovery and rehabilitation before and after surgery, and care for circulation problems and slow-healing wounds.",
  summary:
    "Dr. Aditya Varma is a cardiothoracic and vascular surgeon with more than 10 years of experience in heart, lung and blood-vessel surgery. At Samudra he guides recovery and rehabilitation for patients before and after surgery, and for people with circulation problems and slow-healing wounds.",
  directoryDescription:
    "Heart, lung and vascular surgeon who leads recovery and circulation care at Samudra, working closely with the rehabilitation and hyperbaric teams.",
  metaDescription:
    "Dr. Aditya Varma, cardiothoracic and vascular surgeon in Visakhapatnam: 10+ years, 5000+ surgeries, recovery and circulation care at Samudra.",
  languages: "English, Telugu, Hindi",
  personalSite: "https://adityavarma.example",
  stats: [
    { value: "5000+", label: "Surgeries" },
    { value: "50+", label: "Research Papers" },
  ],
  showRating: true,
  cta: {
    title: "Book a consultation with Dr. Varma",
    text: "Planning surgery, recovering from an operation, or living with a circulation problem? Send us your details and our team will arrange a time to talk. Please bring your recent reports and a list of your medicines.",
    whatsappGreeting: "",
  },
  profile: {
    heading: { eyebrow: "About", title: "Professional Summary", intro: "" },
    text: "<p>Dr. Aditya Varma is a cardiothoracic and vascular surgeon with more than 10 years of experience and over 5000 surgeries, from coronary artery bypass and heart-valve operations to surgery on the aorta, the arteries of the legs and the lungs. He trained in general surgery and then in cardiothoracic and vascular surgery in Andhra Pradesh and Telangana, and has practised in Visakhapatnam for most of his career.</p><p>He believes that an operation is only one part of a patient's recovery. Good preparation before surgery and structured rehabilitation afterwards help many people regain strength and confidence sooner. At Samudra he works with physiotherapists and the hyperbaric medicine team on recovery after heart and vascular surgery, circulation problems and slow-healing wounds, always alongside the care patients receive from their own doctors.</p><p>Dr. Varma has written or co-written more than 50 research papers and conference presentations, and he regularly teaches surgical trainees. Patients describe him as calm and clear: he takes time to explain the options, the likely benefits and the risks, so that each person can make an informed decision. Results vary from person to person.</p>",
  },
  expertise: {
    heading: {
      eyebrow: "Areas of expertise",
      title: "Specialisations",
      intro: "Operations Dr. Varma performs and the recovery care he plans around them.",
    },
    items: [
      {
        title: "Coronary Artery Bypass Surgery",
        description: "Bypass surgery for blocked heart arteries, including beating-heart (off-pump) techniques where suitable.",
        icon: "HeartPulse",
      },
      {
        title: "Heart Valve Repair and Replacement",
        description: "Repair of the patient's own valve where possible, and valve replacement when repair is not suitable.",
        icon: "Heart",
      },
      {
        title: "Minimally Invasive Cardiac Surgery",
        description: "Selected heart operations through smaller incisions, which may shorten the hospital stay for suitable patients.",
        icon: "Microscope",
      },
      {
        title: "Vascular and Endovascular Surgery",
        description:
          "Treatment of aortic aneurysms, carotid artery disease and blocked leg arteries, by open or keyhole (endovascular) methods.",
        icon: "Activity",
      },
      {
        title: "Thoracic Surgery",
        description: "Lung and chest-wall surgery, including video-assisted (keyhole) thoracoscopic procedures.",
        icon: "Wind",
      },
    ],
  },
  education: {
    heading: { eyebrow: "Training", title: "Education", intro: "" },
    items: [
      {
        degree: "M.Ch Cardiothoracic & Vascular Surgery",
        institution: "Government Institute of Medical Sciences",
        place: "Hyderabad, Telangana",
        year: "",
      },
      { degree: "MS General Surgery", institution: "Andhra Medical College", place: "Visakhapatnam, Andhra Pradesh", year: "" },
      { degree: "MBBS", institution: "Government Medical College", place: "Guntur, Andhra Pradesh", year: "" },
    ],
  },
  certifications: { heading: { eyebrow: "", title: "", intro: "" }, items: [] },
  roles: { heading: { eyebrow: "", title: "", intro: "" }, items: [] },
  awards: {
    heading: { eyebrow: "Recognition", title: "Awards", intro: "" },
    items: [
      {
        year: "2015",
        title: "Young Surgeon Excellence Award",
        event: "South India Cardiac Surgery Summit",
        location: "Chennai, Tamil Nadu",
      },
      {
        year: "2014",
        title: "Best Scientific Paper, Valve Surgery Session",
        event: "National Cardiovascular Sciences Meet",
        location: "Hyderabad, Telangana",
      },
      {
        year: "2012",
        title: "Best Surgical Video Presentation",
        event: "Coastal Andhra Surgical Forum",
        location: "Visakhapatnam, Andhra Pradesh",
      },
      { year: "2011", title: "Best Poster Award", event: "State Surgical Chapter Annual Conference", location: "Guntur, Andhra Pradesh" },
      {
        year: "2009-10",
        title: "Best Outgoing Postgraduate, MS General Surgery",
        event: "Annual Convocation, Andhra Medical College",
        location: "Visakhapatnam, Andhra Pradesh",
      },
    ],
  },
  conferences: {
    heading: {
      eyebrow: "Teaching and research",
      title: "Conferences in Visakhapatnam",
      intro: "Meetings Dr. Varma organised or spoke at in his home city between 2017 and 2020.",
    },
    items: [
      {
        title: "Coastal Cardiac Surgery Update 2017",
        date: "November 2017",
        venue: "Beach Road Convention Hall, Visakhapatnam",
        description: "Organising secretary and speaker on early mobilisation and rehabilitation after heart surgery.",
      },
      {
        title: "Vascular Surgery Hands-on Workshop",
        date: "August 2018",
        venue: "Andhra Medical College, Visakhapatnam",
        description: "Faculty for a practical workshop on vascular access and the surgical management of peripheral arterial disease.",
      },
      {
        title: "Regional Thoracic Surgery Symposium",
        date: "February 2019",
        venue: "Port City Conference Centre, Visakhapatnam",
        description: "Presented outcomes of video-assisted thoracoscopic lung surgery and discussed patient selection.",
      },
      {
        title: "Diabetic Foot and Limb Salvage Meet",
        date: "December 2019",
        venue: "Rushikonda Hotel Conference Hall, Visakhapatnam",
        description: "Panel member on combining revascularisation, wound care and hyperbaric oxygen therapy for diabetic foot wounds.",
      },
      {
        title: "Heart Valve Disease Update 2020",
        date: "January 2020",
        venue: "Beach Road Convention Hall, Visakhapatnam",
        description: "Invited talk on when to repair and when to replace the mitral valve, with recorded case discussions.",
      },
    ],
  },
  talks: { heading: { eyebrow: "", title: "", intro: "" }, items: [] },
  achievements: { heading: { eyebrow: "", title: "", intro: "" }, items: [] },
  competencies: { heading: { eyebrow: "", title: "", intro: "" }, items: [] },
  cases: {
    heading: {
      eyebrow: "Surgical experience",
      title: "Surgical Case Highlights",
      intro: "Six examples of the operations Dr. Varma performs and the recovery that followed.",
    },
    items: [
      {
        title: "Off-Pump Coronary Bypass in a High-Risk Patient",
        category: "Cardiac Surgery",
        picture: "cardiac",
        description:
          "A 64-year-old man with diabetes, kidney disease and three blocked heart arteries needed bypass surgery. The operation was done on the beating heart (off-pump) to lower the strain on his kidneys. He then completed a supervised cardiac rehabilitation programme.",
        details:
          "Before surgery he practised breathing exercises with our physiotherapist and his blood sugar was brought under tighter control. After the operation he walked with support from the second day. Over the next twelve weeks he attended supervised exercise sessions, and his kidney function and sugar levels were checked at each visit.",
        outcome: "Left hospital on day 7 and returned to daily walks within six weeks.",
        videoUrl: "https://www.youtube.com/watch?v=Samudra0004",
        featured: true,
      },
      {
        title: "Mitral Valve Repair Instead of Replacement",
        category: "Valve Surgery",
        picture: "cardiac",
        description:
          "A 48-year-old teacher had a leaking mitral valve causing breathlessness. The valve was repaired rather than replaced, so she did not need lifelong blood-thinning medicine for a mechanical valve. Physiotherapy began on the second day after surgery.",
        details:
          "A transoesophageal echocardiogram (an ultrasound scan from inside the food pipe) showed that her valve was suitable for repair. The repair was checked with the same scan in the operating room. Her recovery plan included graded walking, breathing exercises and advice on returning to teaching.",
        outcome: "Breathlessness eased over the following weeks; back at work after two months.",
        videoUrl: "https://youtu.be/Samudra0005",
        featured: true,
      },
      {
        title: "Carotid Artery Surgery After a Mini-Stroke",
        category: "Vascular Surgery",
        picture: "vascular",
        description:
          "A 70-year-old man had a transient ischaemic attack (mini-stroke) caused by a narrowed neck artery. A carotid endarterectomy removed the plaque to lower his risk of a future stroke. He was closely monitored and started walking the next day.",
        details:
          "Surgery was carried out within two weeks of his symptoms, when the benefit of the operation is greatest. His blood pressure, cholesterol and blood-thinning medicines were reviewed with his physician, and he was advised on stopping smoking.",
        outcome: "Discharged on day 3 with no new neurological symptoms.",
        videoUrl: "",
        featured: false,
      },
      {
        title: "Keyhole Lung Surgery for a Lung Nodule",
        category: "Thoracic Surgery",
        picture: "thoracic",
        description:
          "A 55-year-old woman had a lung nodule that needed to be removed and examined. Video-assisted thoracoscopic surgery (VATS) was used through small incisions. Breathing exercises started before surgery and continued afterwards.",
        details:
          "Lung function tests before surgery helped plan how much lung could be removed safely. Pain was controlled with a nerve block so that she could breathe deeply and cough well after the operation. The tissue results were discussed with her and her oncologist before she left hospital.",
        outcome: "Home on day 4; breathing exercises continued with the rehabilitation team.",
        videoUrl: "",
        featured: false,
      },
      {
        title: "Endovascular Repair of an Abdominal Aortic Aneurysm",
        category: "Vascular Surgery",
        picture: "vascular",
        description:
          "A 72-year-old man had a large, swollen section of his main abdominal artery (aneurysm) found on a routine scan. Because of his heart and lung conditions, the aneurysm was repaired from inside the artery with a stent graft placed through small openings in the groin. This avoided a large abdominal incision.",
        details:
          "Detailed CT scans were used to plan and size the stent graft before the procedure. Because the repair avoided opening the abdomen, his breathing was less affected than after open surgery. He now has regular scans to check that the graft stays in the right place.",
        outcome: "Walking the next day and home on day 3; follow-up scans are planned every year.",
        videoUrl: "https://www.youtube.com/embed/Samudra0006",
        featured: true,
      },
      {
        title: "Limb Salvage for a Diabetic Foot Wound",
        category: "Limb Salvage",
        picture: "vascular",
        description:
          "A 60-year-old man had a non-healing wound on his foot and poor blood flow to the leg. Surgery to restore blood flow was followed by wound care, with hyperbaric oxygen therapy used to support healing. The surgical, wound-care and hyperbaric teams reviewed his progress together each week.",
        details:
          "Blood flow to the foot was restored with a bypass operation. Afterwards the wound was cleaned and dressed regularly, his diabetes treatment was adjusted, and he received a course of hyperbaric oxygen sessions as an addition to standard wound care. He now wears protective footwear and has his feet checked every three months.",
        outcome: "The wound closed over about three months and the foot was saved.",
        videoUrl: "",
        featured: false,
      },
    ],
    note: "Cases are shared with the patients' permission, with details changed to protect their privacy. Every patient is different and results vary from person to person.",
  },
  article: {
    heading: { eyebrow: "From the doctor", title: "Featured Article", intro: "" },
    title: "Hyperbaric Oxygen Therapy in Children with Autism: What the Evidence Says",
    author: "Dr. Aditya Varma",
    date: "2025-02-17",
    readMinutes: 7,
    excerpt:
      "Parents often ask us whether hyperbaric oxygen therapy can help a child with autism. Here is a calm look at what the research shows so far, what the risks are, and the questions to discuss with your paediatrician.",
    body: "<p>Parents of children with autism spectrum disorder often ask us whether hyperbaric oxygen therapy (HBOT) might help their child. The question is understandable: families want to do everything they can, and stories about HBOT are easy to find online. This article summarises what the research shows so far, so that you can have an informed conversation with your child's doctors.</p><p>During HBOT, a person breathes oxygen at close to 100% while resting in a chamber at a pressure higher than normal air pressure. It is an established treatment for a limited list of conditions, such as decompression sickness, carbon monoxide poisoning, some slow-healing wounds and tissue damage after radiation therapy. Autism is not on that list. HBOT is not an approved treatment for autism, and regulators such as the US Food and Drug Administration have cautioned families against claims that it treats autism.</p><p>The research on HBOT in autism is limited and the results are mixed. A few small early studies, and one multicentre randomised trial, reported modest improvements on some behaviour rating scales. However, several later controlled trials compared HBOT with a sham (placebo-like) treatment and found no clear difference between the groups. A 2016 Cochrane systematic review concluded that there was no evidence that HBOT improves the core features of autism, and called for larger, better-designed studies.</p><p>Why do some families report improvements? Children develop and change over time, many receive several therapies at once, and the extra attention and routine of daily sessions can themselves affect behaviour. Parents' hopes can also shape how changes are noticed. This is why controlled trials, where neither families nor assessors know who received the real treatment, matter so much.</p><p>HBOT is generally well tolerated when it is properly supervised, but it is not free of risk. Children can find it hard to equalise the pressure in their ears, which may cause ear pain or injury to the eardrum. Some children feel anxious or distressed in an enclosed chamber. Less common effects include sinus pain, temporary changes in vision and, rarely, seizures caused by oxygen. A course usually means many sessions of an hour or more, which is a real commitment of time, money and energy for the whole family.</p><p>If you are considering HBOT for your child, please discuss it with your paediatrician or developmental specialist first. Bring a list of questions: what benefit is realistically expected, how would progress be measured, what are the risks for your child in particular, and how would HBOT fit alongside therapies with stronger evidence, such as behavioural, speech and language, and occupational therapy. Be cautious of any provider who promises specific results.</p><p>Taking part in a registered clinical trial is another option for families who want to explore HBOT. Trials follow a clear protocol, monitor safety closely, and help answer the open questions for other families too.</p><p>At Samudra, we do not offer HBOT as a replacement for established autism care. When a family asks about it, our hyperbaric team explains the current evidence, reviews the child's medical history and safety, and asks for input from the child's own doctor before any decision is made. Every child is different, and results vary from child to child.</p>",
  },
};
