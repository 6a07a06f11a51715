// Seed testimonials for Samudra Rehab & Wellness Centre.
// All people below are fictional; names use a first name and last initial.
// Reviews describe individual experiences only; results vary from person to person.

import type { RecordSeed } from "~/content-types/record-type";
import type { testimonialType } from "~/content-types/testimonial";

/** As declared (app/content-types/testimonial.ts); the location is a city and state, or a city and country. */
export type TestimonialSeed = RecordSeed<typeof testimonialType, "isActive">;

export const testimonials: TestimonialSeed[] = [
  // Home page reviews carousel: one per therapy.
  {
    name: "Lakshmi R.",
    age: 58,
    location: "Visakhapatnam, Andhra Pradesh",
    condition: "Diabetic foot ulcer",
    rating: 5,
    review:
      "The wound on my foot had not closed for almost five months. I had 30 hyperbaric sessions while my own doctor continued the dressings. The wound is now much smaller and closing well, and I am walking to the temple again. The staff explained every step and checked on me in every session.",
    therapySlug: "hyperbaric-oxygen-therapy",
    youtubeUrl: null,
    placement: "home",
    sortOrder: 1,
  },
  {
    name: "Suresh K.",
    age: 45,
    location: "Vijayawada, Andhra Pradesh",
    condition: "Knee osteoarthritis",
    rating: 5,
    review:
      "Knee pain made my mornings very difficult. The cold sessions last only three minutes, and together with physiotherapy I can now climb the stairs at home with less pain. It has not taken the arthritis away, but my days are easier.",
    therapySlug: "cryotherapy",
    youtubeUrl: null,
    placement: "home",
    sortOrder: 2,
  },
  {
    name: "Ramana P.",
    age: 67,
    location: "Srikakulam, Andhra Pradesh",
    condition: "Stroke recovery",
    rating: 5,
    review:
      "Eight months after my stroke I was afraid to walk without holding someone's arm. With the harness I could practise without that fear. After about 25 sessions I walk around the house with a stick, and my physiotherapist is now working on stairs with me.",
    therapySlug: "zero-gravity-gait-trainer",
    youtubeUrl: null,
    placement: "home",
    sortOrder: 3,
  },
  {
    name: "Divya S.",
    age: 34,
    location: "Hyderabad, Telangana",
    condition: "Fatigue after viral illness",
    rating: 4,
    review:
      "I felt tired for months after a bad viral fever. The doctor was clear that hydrogen inhalation is still being researched, which I appreciated. Along with a sleep and activity plan, I have more energy in the afternoons now. The sessions themselves were calm and relaxing.",
    therapySlug: "hydrogen-inhalation",
    youtubeUrl: null,
    placement: "home",
    sortOrder: 4,
  },
  {
    name: "Sneha V.",
    age: 31,
    location: "Visakhapatnam, Andhra Pradesh",
    condition: "Diastasis recti after second delivery",
    rating: 5,
    review:
      "After my second baby the gap in my tummy muscles was two fingers wide and my back ached when I lifted her. The physiotherapist taught me exercises I could do at home during her naps. Three months later the gap is smaller and I can carry my daughter without back pain.",
    therapySlug: "post-pregnancy-rehabilitation",
    youtubeUrl: null,
    placement: "home",
    sortOrder: 5,
  },

  // International patient page.
  {
    name: "Salim A.",
    age: 62,
    location: "Muscat, Oman",
    condition: "Non-healing diabetic foot wound",
    rating: 5,
    review:
      "My doctor in Muscat suggested hyperbaric oxygen therapy. The Samudra team replied on WhatsApp the same day, sent the letter I needed for my medical visa and suggested a hotel nearby. I stayed five weeks for 35 sessions. My wound is much better, and they sent a full report to my doctor at home.",
    therapySlug: "hyperbaric-oxygen-therapy",
    youtubeUrl: "https://www.youtube.com/watch?v=Samudra0002",
    placement: "international",
    sortOrder: 1,
  },
  {
    name: "Margaret H.",
    age: 71,
    location: "Leicester, United Kingdom",
    condition: "Slow walking recovery after hip replacement",
    rating: 5,
    review:
      "I was staying with family in Vizag and my recovery after a hip replacement had stalled. The gait trainer let me walk for longer without worrying about falling, and the physiotherapists were patient and professional. The cost was reasonable, and I now walk to the shops again with one stick.",
    therapySlug: "zero-gravity-gait-trainer",
    youtubeUrl: null,
    placement: "international",
    sortOrder: 2,
  },
  {
    name: "Wanjiru K.",
    age: 36,
    location: "Nairobi, Kenya",
    condition: "Pelvic floor weakness after childbirth",
    rating: 4,
    review:
      "I came with my husband, who was having treatment here, and joined the post-pregnancy programme myself. The sessions were private and respectful, and the physiotherapist explained everything clearly. After four weeks I leak far less when I cough, and I have a home plan to continue in Nairobi.",
    therapySlug: "post-pregnancy-rehabilitation",
    youtubeUrl: null,
    placement: "international",
    sortOrder: 3,
  },

  // 7-day wellness program page: first three shown, the rest behind "More Reviews".
  {
    name: "Arjun M.",
    age: 38,
    location: "Hyderabad, Telangana",
    condition: "Work stress and poor sleep",
    rating: 5,
    review:
      "I lead a product team and was sleeping about five hours a night. The seven days were well planned, and the doctor's review on the first day set realistic goals. I am sleeping better, and I have kept the morning walk and breathing routine since going back to work.",
    therapySlug: null,
    youtubeUrl: null,
    placement: "wellness",
    sortOrder: 1,
  },
  {
    name: "Kavya N.",
    age: 33,
    location: "Bengaluru, Karnataka",
    condition: "Burnout and low energy",
    rating: 5,
    review:
      "I expected a spa week, but it was more practical than that. Between the therapies, the sessions on sleep, food and screen time gave me habits I could take home. My energy is steadier in the afternoons, and I now take proper breaks at work.",
    therapySlug: null,
    youtubeUrl: null,
    placement: "wellness",
    sortOrder: 2,
  },
  {
    name: "Rahul T.",
    age: 42,
    location: "Visakhapatnam, Andhra Pradesh",
    condition: "Back stiffness from long desk hours",
    rating: 5,
    review:
      "As I live in the city, I came in each morning before work. The posture assessment showed exactly where my back trouble was coming from. A week is short, but I left with a clear exercise plan, and my back is less stiff after long meetings.",
    therapySlug: null,
    youtubeUrl: null,
    placement: "wellness",
    sortOrder: 3,
  },
  {
    name: "Meenakshi S.",
    age: 47,
    location: "Chennai, Tamil Nadu",
    condition: "High stress and frequent headaches",
    rating: 4,
    review:
      "The program was calm and well organised, and the team listened to me. My headaches have been less frequent since I started the evening routine they taught me. I would have liked one more session on nutrition, but overall it was a good reset.",
    therapySlug: null,
    youtubeUrl: null,
    placement: "wellness",
    sortOrder: 4,
  },
  {
    name: "Nikhil D.",
    age: 36,
    location: "Pune, Maharashtra",
    condition: "Fatigue and irregular routine",
    rating: 5,
    review:
      "I travel a lot for work and my routine was a mess. The hotel the team recommended was a short walk away, and each day had a clear plan. Two months later I still follow the sleep schedule, and I feel more alert at work.",
    therapySlug: null,
    youtubeUrl: null,
    placement: "wellness",
    sortOrder: 5,
  },

  // Therapy pages, "Patient Success Stories": two per therapy.
  {
    name: "Anil G.",
    age: 52,
    location: "Visakhapatnam, Andhra Pradesh",
    condition: "Radiation tissue injury after cancer treatment",
    rating: 5,
    review:
      "Two years after radiotherapy I still had bleeding and discomfort, and my oncologist suggested HBOT. I completed 40 sessions. The bleeding has reduced a lot, and the team kept my oncologist informed throughout. The daily visits were tiring, but the staff made them as easy as possible.",
    therapySlug: "hyperbaric-oxygen-therapy",
    youtubeUrl: null,
    placement: "therapy",
    sortOrder: 1,
  },
  {
    name: "Kiran J.",
    age: 41,
    location: "Rajahmundry, Andhra Pradesh",
    condition: "Sudden hearing loss",
    rating: 4,
    review:
      "I suddenly lost most of the hearing in my right ear, and my ENT doctor referred me for HBOT along with my medicines. My hearing has come back partly, not fully, and the ringing is quieter. The ear-clearing tips from the staff made the sessions comfortable.",
    therapySlug: "hyperbaric-oxygen-therapy",
    youtubeUrl: null,
    placement: "therapy",
    sortOrder: 2,
  },
  {
    name: "Farhan Q.",
    age: 26,
    location: "Visakhapatnam, Andhra Pradesh",
    condition: "Hamstring strain from football",
    rating: 5,
    review:
      "I play district-level football and pulled my hamstring. Cryotherapy before my physiotherapy made the exercises less sore, and following their plan I was back in training in about six weeks. The three minutes are very cold, but they pass quickly.",
    therapySlug: "cryotherapy",
    youtubeUrl: null,
    placement: "therapy",
    sortOrder: 3,
  },
  {
    name: "Padma L.",
    age: 55,
    location: "Kakinada, Andhra Pradesh",
    condition: "Rheumatoid arthritis joint pain",
    rating: 4,
    review:
      "I have rheumatoid arthritis and continue the medicines from my rheumatologist. The cold sessions help my hands and knees feel less stiff for a few hours, which makes my morning exercises easier. The effect does not last all day, but it helps.",
    therapySlug: "cryotherapy",
    youtubeUrl: null,
    placement: "therapy",
    sortOrder: 4,
  },
  {
    name: "Venkat R.",
    age: 29,
    location: "Guntur, Andhra Pradesh",
    condition: "Incomplete spinal cord injury",
    rating: 5,
    review:
      "After my bike accident I could only stand with support. With the gait trainer I practised walking for many weeks while the harness took part of my weight. Progress has been slow, but I can now walk short distances with a walker, which I could not do before.",
    therapySlug: "zero-gravity-gait-trainer",
    youtubeUrl: null,
    placement: "therapy",
    sortOrder: 5,
  },
  {
    name: "Saroja D.",
    age: 72,
    location: "Visakhapatnam, Andhra Pradesh",
    condition: "Recovery after knee replacement",
    rating: 5,
    review:
      "My son brought me here three weeks after my knee replacement. I was scared of falling, but the harness made me feel safe. After 20 sessions I walk in our colony park in the evenings with a stick.",
    therapySlug: "zero-gravity-gait-trainer",
    youtubeUrl: null,
    placement: "therapy",
    sortOrder: 6,
  },
  {
    name: "Prakash N.",
    age: 49,
    location: "Visakhapatnam, Andhra Pradesh",
    condition: "Lingering fatigue after COVID-19",
    rating: 4,
    review:
      "Months after COVID I still felt drained by evening. The doctor told me plainly that the evidence for hydrogen is limited and suggested a trial of 10 sessions along with a walking plan. I feel somewhat more energetic, though I cannot say how much was the hydrogen and how much was the walking.",
    therapySlug: "hydrogen-inhalation",
    youtubeUrl: null,
    placement: "therapy",
    sortOrder: 7,
  },
  {
    name: "Gopal S.",
    age: 64,
    location: "Bhubaneswar, Odisha",
    condition: "Tiredness during stroke rehabilitation",
    rating: 4,
    review:
      "I come for gait training after my stroke, and the doctor suggested hydrogen sessions in between as an extra. I feel less worn out on therapy days and can finish my walking practice. It is a quiet, easy session and I simply rest.",
    therapySlug: "hydrogen-inhalation",
    youtubeUrl: null,
    placement: "therapy",
    sortOrder: 8,
  },
  {
    name: "Ananya K.",
    age: 29,
    location: "Visakhapatnam, Andhra Pradesh",
    condition: "Back pain after caesarean section",
    rating: 5,
    review:
      "I started eight weeks after my C-section, once my gynaecologist agreed. The physiotherapist checked my scar and began very gently. After 16 sessions I can lift my son from his cot without my back hurting.",
    therapySlug: "post-pregnancy-rehabilitation",
    youtubeUrl: null,
    placement: "therapy",
    sortOrder: 9,
  },
  {
    name: "Fathima Z.",
    age: 35,
    location: "Hyderabad, Telangana",
    condition: "Stress urinary incontinence",
    rating: 5,
    review:
      "I was embarrassed to talk about leaking when I sneezed, but the physiotherapist made it feel normal. The pelvic floor exercises needed patience. After about three months the leaking is much less, and I have slowly started jogging again.",
    therapySlug: "post-pregnancy-rehabilitation",
    youtubeUrl: null,
    placement: "therapy",
    sortOrder: 10,
  },
];
