// Seed content for the five therapy pages of Samudra Rehab & Wellness Centre.
// Medical text is written to be factual and calm: no cure claims, outcomes are
// described as possibilities, and every course starts after a doctor's assessment.
// HTML fields use only <p>, <strong>, <em>, <ul>, <ol> and <li>.
import type { RowSeed, RowValue } from "~/content-types/record-type";
import type { therapyType } from "~/content-types/therapy";

export type TherapyFaq = RowValue<typeof therapyType>["faqs"][number];

/** A seeded therapy: its declared fields (app/content-types/therapy.ts) as its columns hold them,
 * and the card's icon and colour, which only seeds set. */
export type TherapySeed = RowSeed<typeof therapyType> & {
  icon: "Wind" | "Snowflake" | "Footprints" | "Atom" | "Baby";
  accent: "teal" | "sky" | "emerald" | "cyan" | "amber";
};

export const therapies: TherapySeed[] = [
  {
    slug: "hyperbaric-oxygen-therapy",
    title: "Hyperbaric Oxygen Therapy",
    shortDescription:
      "Breathing pure oxygen in a pressurised chamber to increase the oxygen carried in the blood and support the body's own healing.",
    descriptionHtml: `<p>Hyperbaric oxygen therapy (HBOT) means breathing close to 100% oxygen while you rest in a chamber where the air pressure is raised above normal. Under this higher pressure, much more oxygen dissolves into the blood plasma and can reach tissues where blood supply is poor.</p>
<p>HBOT is an established treatment for a number of conditions, such as certain slow-healing wounds and late tissue injury after radiotherapy. For other uses, including some neurological and rehabilitation conditions, <strong>evidence is still emerging</strong>, and our doctors will explain clearly what is and is not known for your situation. Results vary from person to person.</p>
<p>At Samudra, every HBOT course starts only after an assessment by our consultant in hyperbaric medicine, and trained staff supervise each session from start to finish.</p>`,
    howItWorksHtml: `<ol>
<li><strong>Assessment and screening:</strong> A doctor reviews your medical history, medicines and recent reports, and checks your ears and chest. Some conditions, such as an untreated pneumothorax (collapsed lung), mean HBOT cannot be given; others, such as a heavy cold or blocked sinuses, may mean a session is postponed.</li>
<li><strong>Pressurisation:</strong> You sit or lie comfortably in the chamber. The pressure is raised slowly over several minutes and you will feel fullness in your ears, as when a plane lands. Staff show you simple ways to equalise your ears beforehand.</li>
<li><strong>Oxygen breathing:</strong> You breathe oxygen through a mask or hood, usually with short air breaks. You can rest, listen to music or talk to the staff, who watch you throughout.</li>
<li><strong>Return to normal pressure and review:</strong> The pressure is lowered slowly at the end of the session. Your doctor reviews your progress at regular intervals and adjusts the plan if needed.</li>
</ol>`,
    benefits: [
      "Raises oxygen delivery to tissues",
      "May support healing of slow-healing wounds",
      "May help reduce swelling",
      "Used for late radiation tissue injury",
      "Can be used alongside rehabilitation",
      "Non-invasive and usually painless",
      "Supervised, monitored sessions",
      "Plan reviewed regularly by a doctor",
    ],
    whoItsFor:
      "Adults and children referred for a recognised indication, such as a slow-healing wound or radiation tissue injury, and people in rehabilitation whose doctor considers HBOT a reasonable addition to their care. Suitability is always decided after a doctor's assessment.",
    conditions: [
      "Diabetic foot ulcers",
      "Chronic non-healing wounds",
      "Late radiation tissue injury",
      "Crush injuries and compromised skin grafts",
      "Sudden sensorineural hearing loss",
      "Stroke rehabilitation (supportive)",
      "Traumatic brain injury rehabilitation (supportive)",
      "Sports injury recovery (supportive)",
    ],
    duration: "60-90 minutes",
    sessions: "10-40",
    frequency: "5 per week initially",
    youtubeUrl: "https://www.youtube.com/watch?v=Samudra0001",
    faqs: [
      {
        question: "Is hyperbaric oxygen therapy safe?",
        answer:
          "With proper screening and supervision, HBOT is generally well tolerated. The most common side effect is ear discomfort from the pressure change. Less common effects include sinus pressure, tiredness, and a temporary change in eyesight during long courses; oxygen-related seizures are rare. Before you start, a doctor checks for conditions that make HBOT unsafe, such as an untreated pneumothorax, and staff monitor every session.",
      },
      {
        question: "Does it hurt, and what if I feel uneasy in closed spaces?",
        answer:
          "HBOT is not painful. You will feel fullness in your ears while the pressure changes, and we teach you how to relieve it by swallowing, yawning or gently blowing with your nose pinched. If you find enclosed spaces difficult (claustrophobia), please tell us before your first session: you can see the chamber beforehand, you can talk to staff throughout, and a session can be stopped if you need it.",
      },
      {
        question: "How many sessions will I need?",
        answer:
          "Courses usually range from 10 to 40 sessions of 60-90 minutes each, often 5 sessions a week at the start. The number depends on your condition and how you respond, and your doctor reviews progress regularly. Results vary from person to person.",
      },
      {
        question: "Can I combine HBOT with my current treatment?",
        answer:
          "Usually, yes. HBOT is used alongside the care you receive from your own doctors, not instead of it. Please bring a full list of your medicines, because a few medicines and some cancer treatments need to be checked before HBOT. Do not stop any prescribed treatment unless your own doctor advises it.",
      },
    ],
    relatedSlugs: ["zero-gravity-gait-trainer", "hydrogen-inhalation"],
    seo: {
      title: "Hyperbaric Oxygen Therapy in Visakhapatnam | Samudra",
      description:
        "Doctor-supervised hyperbaric oxygen therapy at Samudra, Visakhapatnam. How HBOT works, who it may help, safety screening, session length and course details.",
      keywords: [
        "hyperbaric oxygen therapy Visakhapatnam",
        "HBOT Vizag",
        "HBOT chamber Andhra Pradesh",
        "oxygen therapy for wound healing",
        "hyperbaric medicine India",
      ],
    },
    icon: "Wind",
    accent: "teal",
    sortOrder: 1,
  },
  {
    slug: "cryotherapy",
    title: "Cryotherapy",
    shortDescription:
      "Short, controlled exposure to very cold, dry air that may help ease pain, muscle soreness and swelling as part of a recovery plan.",
    descriptionHtml: `<p>Cryotherapy means exposing the body, or one area of it, to very cold, dry air for a short and carefully timed period. In whole-body cryotherapy you stand in a cold cabin for 2-3 minutes; in localised cryotherapy a therapist directs cold air at a single joint or muscle group.</p>
<p>Cold makes the small blood vessels in the skin narrow for a while and then widen again, and it briefly slows pain signals in the nerves. This is why cold has long been used to ease pain and muscle soreness. Research on whole-body cryotherapy is still growing and the results so far are mixed, so we use it as <strong>one part of a wider rehabilitation plan</strong>, not as a treatment on its own. Results vary from person to person.</p>
<p>Cryotherapy is offered only after a doctor's assessment, which includes a blood pressure check and questions about any sensitivity to cold.</p>`,
    howItWorksHtml: `<ol>
<li><strong>Health check:</strong> Before your first session, a doctor reviews your history and measures your blood pressure. Cryotherapy is not suitable for people with uncontrolled high blood pressure, Raynaud's phenomenon, cold allergy or other cold sensitivity, recent heart problems, or pregnancy.</li>
<li><strong>Preparation:</strong> You change into dry clothing and wear the gloves, socks, slippers and ear covers we provide. Your skin must be completely dry, and jewellery is removed.</li>
<li><strong>The session:</strong> You spend 2-3 minutes in the cold cabin, or the therapist treats one area with a cold-air device. A staff member stays with you the whole time, and you can stop at any moment.</li>
<li><strong>Afterwards:</strong> Your skin warms up within a few minutes. Many people go on to physiotherapy or light exercise, which some find more comfortable after cold exposure.</li>
</ol>`,
    benefits: [
      "May ease muscle soreness after exercise",
      "May reduce joint pain for a few hours",
      "May help limit swelling after a strain",
      "Sessions take only 2-3 minutes",
      "Dry cold, with no ice baths",
      "Normal activities straight after",
      "Can make exercise sessions more comfortable",
      "Staff present throughout every session",
    ],
    whoItsFor:
      "Adults with sports injuries, muscle soreness or long-standing joint pain who are following a rehabilitation plan. It is not suitable for everyone, and the health check before your first session decides whether it is right for you.",
    conditions: [
      "Muscle soreness after exercise",
      "Sports injuries and muscle strains",
      "Knee and hip osteoarthritis pain",
      "Rheumatoid arthritis (alongside medical care)",
      "Fibromyalgia (supportive)",
      "Chronic low back pain",
      "Tendon problems such as tennis elbow",
      "Stiffness during post-surgical rehabilitation",
    ],
    duration: "2-3 minutes",
    sessions: "5-15",
    frequency: "2-3 per week",
    youtubeUrl: null,
    faqs: [
      {
        question: "Is cryotherapy safe?",
        answer:
          "For most healthy adults, a supervised 2-3 minute session is well tolerated. The main risks are cold injury to the skin if it is wet or a session runs too long, and a short rise in blood pressure. That is why every session is timed, your hands, feet and ears are covered, and we screen for uncontrolled high blood pressure, Raynaud's phenomenon, cold sensitivity and heart problems before you start.",
      },
      {
        question: "Does it hurt? How cold does it feel?",
        answer:
          "It feels very cold, and the first 30 seconds can be uncomfortable, but it should not be painful. Because the air is dry, it feels quite different from cold water. Your skin may tingle and look red for a few minutes afterwards. If you feel pain, numbness or dizziness, tell the staff at once and the session will be stopped.",
      },
      {
        question: "How many sessions will I need?",
        answer:
          "Most plans include 5-15 sessions, usually 2-3 a week. Some people notice less soreness or stiffness after the first few sessions, while others notice little change. Results vary from person to person, and your doctor will review whether continuing is worthwhile.",
      },
      {
        question: "Can I combine cryotherapy with my current treatment?",
        answer:
          "Yes, cryotherapy is usually used alongside physiotherapy and your regular medicines. Please tell us about all your medicines, especially for blood pressure or heart conditions, and about any recent surgery. Cryotherapy does not replace treatment prescribed by your own doctor.",
      },
    ],
    relatedSlugs: ["zero-gravity-gait-trainer", "hyperbaric-oxygen-therapy"],
    seo: {
      title: "Cryotherapy in Visakhapatnam | Samudra Rehab",
      description:
        "Supervised whole-body and localised cryotherapy in Visakhapatnam. How it works, who it may suit, safety checks and what to expect from 2-3 minute sessions.",
      keywords: [
        "cryotherapy Visakhapatnam",
        "whole body cryotherapy Vizag",
        "cryotherapy for muscle soreness",
        "cold therapy for joint pain",
        "sports recovery Andhra Pradesh",
      ],
    },
    icon: "Snowflake",
    accent: "sky",
    sortOrder: 2,
  },
  {
    slug: "zero-gravity-gait-trainer",
    title: "Zero Gravity Gait Trainer",
    shortDescription:
      "Walking practice with part of your body weight supported, so you can train safely after a stroke, injury or surgery.",
    descriptionHtml: `<p>The Zero Gravity Gait Trainer is a body-weight support system. A harness attached to an overhead support takes away a set part of your body weight while you walk on a treadmill or over the ground. The therapist can change how much weight is supported, from a little to a large share, as you progress.</p>
<p>Taking some load off the legs lets people practise walking with better posture and without the fear of falling, at a stage when walking unaided would be difficult or unsafe. Body-weight-supported training is widely used in neurological and orthopaedic rehabilitation. How much it helps depends on the condition and how long ago it began, and <em>results vary from person to person</em>.</p>
<p>Training starts after an assessment by our doctor and physiotherapist, who set the level of support and agree the goals for your course with you.</p>`,
    howItWorksHtml: `<ol>
<li><strong>Assessment:</strong> We check your strength, balance, joint movement, and how your heart rate and blood pressure respond to exercise, and note any limits after recent surgery or fractures.</li>
<li><strong>Fitting the harness:</strong> The harness is adjusted around your trunk and thighs for comfort, and the support level is set, often starting with a larger share of your weight taken off.</li>
<li><strong>Guided walking:</strong> You walk in short blocks at a comfortable speed while a physiotherapist guides your steps, posture and weight shift. Rest breaks are built in.</li>
<li><strong>Progression:</strong> Over the course, support is reduced and speed or time is increased as your walking improves, and practice moves on to everyday tasks such as turning and stairs.</li>
</ol>`,
    benefits: [
      "Safe walking practice with fall protection",
      "Earlier start to walking after surgery or stroke",
      "Less load on painful or healing joints",
      "Helps practise a more even walking pattern",
      "Support level adjusted as you improve",
      "May improve walking endurance and confidence",
      "Supports balance and posture training",
      "One-to-one guidance from a physiotherapist",
    ],
    whoItsFor:
      "People who find walking difficult, tiring or unsafe because of a neurological condition, surgery, injury or age-related weakness, and who are medically stable enough to exercise. Children may also be considered after assessment.",
    conditions: [
      "Stroke recovery",
      "Incomplete spinal cord injury",
      "Parkinson's disease",
      "Multiple sclerosis",
      "Cerebral palsy",
      "After hip or knee replacement",
      "Lower-limb fractures and sports injuries",
      "Balance problems and fall risk in older adults",
    ],
    duration: "30-45 minutes",
    sessions: "15-30",
    frequency: "3-5 per week",
    youtubeUrl: "https://youtu.be/Samudra0003",
    faqs: [
      {
        question: "Is it safe if I have a high risk of falling?",
        answer:
          "Yes; reducing the risk of falls during practice is one of the main reasons the system is used. The harness holds you if you lose your balance, and a physiotherapist stays beside you throughout. Before starting, we check for anything that needs a delay or a different approach, such as an unstable fracture, an unhealed wound where the harness sits, or uncontrolled blood pressure or heart rhythm problems.",
      },
      {
        question: "Does it hurt?",
        answer:
          "It should not. The harness can feel snug around the thighs and waist at first, and your muscles may feel tired after a session, as after any exercise. If a joint hurts while you walk, the therapist changes the support level or speed. Please mention any discomfort straight away.",
      },
      {
        question: "How many sessions will I need?",
        answer:
          "A typical course is 15-30 sessions of 30-45 minutes, 3-5 times a week. The number depends on your condition, your goals and how you respond. Progress is reviewed regularly. Results vary from person to person, and some conditions improve slowly over months.",
      },
      {
        question: "Can I combine gait training with my current treatment?",
        answer:
          "Yes. Gait training is usually one part of a wider rehabilitation plan and can be combined with regular physiotherapy, occupational therapy and, where a doctor advises it, other therapies at the centre. Continue your prescribed medicines, and tell us if your surgeon has set any limits on how much weight you may put through your leg.",
      },
    ],
    relatedSlugs: ["hyperbaric-oxygen-therapy", "cryotherapy"],
    seo: {
      title: "Zero Gravity Gait Trainer in Visakhapatnam | Samudra",
      description:
        "Body-weight-supported walking practice in Visakhapatnam for stroke, spinal injury, Parkinson's and joint replacement recovery. See how sessions work.",
      keywords: [
        "gait training Visakhapatnam",
        "body weight supported treadmill training",
        "anti-gravity gait trainer India",
        "stroke rehabilitation Vizag",
        "walking rehabilitation after knee replacement",
      ],
    },
    icon: "Footprints",
    accent: "emerald",
    sortOrder: 3,
  },
  {
    slug: "hydrogen-inhalation",
    title: "Hydrogen Inhalation",
    shortDescription:
      "Breathing a low, controlled concentration of hydrogen gas through a nasal cannula, offered as a gentle adjunct to recovery care.",
    descriptionHtml: `<p>Hydrogen inhalation means breathing air mixed with a small, controlled amount of molecular hydrogen gas while you sit and rest. The gas is produced by a generator and delivered through a soft nasal cannula, the same kind of thin tube used for oxygen.</p>
<p>Hydrogen is being studied for possible antioxidant and anti-inflammatory effects. Early studies, most of them small, have looked at fatigue, recovery after exercise and some long-term conditions. <strong>Evidence is still emerging</strong>, and hydrogen inhalation is not an established treatment for any specific disease. Results vary from person to person.</p>
<p>At Samudra it is offered only as an <em>adjunct</em>: an addition to, never a replacement for, treatment prescribed by your doctors. Sessions start after a doctor's assessment.</p>`,
    howItWorksHtml: `<ol>
<li><strong>Doctor's assessment:</strong> We review your health, medicines and goals, and discuss honestly what hydrogen inhalation may and may not do for you.</li>
<li><strong>Settling in:</strong> You sit in a reclining chair in a quiet room, and a new single-use nasal cannula is fitted.</li>
<li><strong>Breathing session:</strong> You breathe normally for 30-60 minutes. You can read, listen to music or rest. The gas has no smell or taste.</li>
<li><strong>Review:</strong> We ask how you feel after each session and review your progress across the course, together with any other therapies you are receiving.</li>
</ol>`,
    benefits: [
      "Gentle, non-invasive and painless",
      "Studied for possible antioxidant effects",
      "May help with feelings of fatigue",
      "May support recovery after exercise",
      "Relaxing, seated sessions",
      "Can be added to other therapies",
      "Single-use nasal cannula for hygiene",
      "Normal activities straight after",
    ],
    whoItsFor:
      "Adults looking for a gentle addition to their recovery or wellness plan, including people with ongoing fatigue or in rehabilitation, who understand that research is still at an early stage. It does not replace any prescribed treatment.",
    conditions: [
      "General fatigue and low energy",
      "Recovery after intense exercise",
      "Lingering tiredness after viral illness",
      "Stroke rehabilitation (adjunct)",
      "Metabolic syndrome (adjunct)",
      "Rheumatoid arthritis (adjunct)",
      "Recovery after surgery (adjunct)",
      "Work-related stress and fatigue",
    ],
    duration: "30-60 minutes",
    sessions: "10-20",
    frequency: "3-5 per week",
    youtubeUrl: null,
    faqs: [
      {
        question: "Is hydrogen inhalation safe?",
        answer:
          "In the studies published so far, breathing low concentrations of hydrogen has been well tolerated, with few side effects reported. Hydrogen can burn at high concentrations, so our equipment delivers a controlled low concentration, and the therapy room has no open flames and no smoking. The doctor also checks that it is suitable for you, for example if you have a serious lung condition.",
      },
      {
        question: "Does it hurt? What will I feel?",
        answer:
          "No. Most people feel nothing apart from a light flow of gas in the nose, similar to an oxygen cannula. The gas has no smell or taste. Many people find the quiet, seated session relaxing.",
      },
      {
        question: "How many sessions will I need?",
        answer:
          "A typical course is 10-20 sessions of 30-60 minutes, 3-5 times a week. Because the evidence is still emerging, we agree a trial period with you, review how you feel, and stop if there is no clear benefit. Results vary from person to person.",
      },
      {
        question: "Can I combine it with my current treatment?",
        answer:
          "Yes. Hydrogen inhalation is used as an adjunct alongside your prescribed care and other therapies at the centre. It is not a replacement for any medicine or treatment, so please do not stop or change prescribed treatment without speaking to your own doctor.",
      },
    ],
    relatedSlugs: ["hyperbaric-oxygen-therapy", "cryotherapy"],
    seo: {
      title: "Hydrogen Inhalation Therapy in Visakhapatnam | Samudra",
      description:
        "Hydrogen inhalation at Samudra, Visakhapatnam: a gentle adjunct therapy with emerging evidence. How sessions work, safety checks and what to expect.",
      keywords: [
        "hydrogen inhalation therapy Visakhapatnam",
        "molecular hydrogen therapy India",
        "hydrogen gas inhalation Vizag",
        "adjunct therapy for fatigue",
        "wellness therapy Andhra Pradesh",
      ],
    },
    icon: "Atom",
    accent: "cyan",
    sortOrder: 4,
  },
  {
    slug: "post-pregnancy-rehabilitation",
    title: "Post-Pregnancy Rehabilitation",
    shortDescription:
      "Guided physiotherapy for new mothers, focusing on the pelvic floor, abdominal separation, posture and a safe return to activity.",
    descriptionHtml: `<p>Pregnancy and childbirth change the muscles of the abdomen, pelvic floor and back. Our Post-Pregnancy Rehabilitation programme is a guided physiotherapy course that helps mothers rebuild strength and function step by step, whether they had a vaginal delivery or a caesarean section.</p>
<p>The programme focuses on common concerns such as <strong>diastasis recti</strong> (a separation of the abdominal muscles), weakness of the <strong>pelvic floor</strong> that can lead to leaking urine, back and pelvic pain, and strain from feeding and carrying a baby. Sessions are one-to-one and private, and are led by women's health physiotherapists. Results vary from person to person.</p>
<p>The programme usually starts from about 6 weeks after delivery, or once your obstetrician has cleared you for exercise, and always after an assessment at the centre.</p>`,
    howItWorksHtml: `<ol>
<li><strong>Assessment:</strong> We take a history of your pregnancy and delivery, check for diastasis recti, assess your posture and, with your consent, your pelvic floor. Anything that needs medical review is referred back to your doctor.</li>
<li><strong>Personal plan:</strong> You receive a plan with clear, practical goals, such as lifting your baby without back pain or returning to walking, yoga or running.</li>
<li><strong>Guided sessions:</strong> Sessions combine breathing and deep core exercises, pelvic floor training, posture correction and gradual strengthening, with gentle hands-on techniques where helpful.</li>
<li><strong>Home exercises and review:</strong> Short daily exercises fit around your baby's routine, and progress is reviewed regularly so the plan moves forward safely.</li>
</ol>`,
    benefits: [
      "Rebuilds deep core and pelvic floor strength",
      "May help reduce abdominal separation",
      "May reduce leaking when coughing or lifting",
      "May ease back and pelvic pain",
      "Better posture for feeding and carrying",
      "Safe, gradual return to exercise",
      "Private one-to-one sessions",
      "Short home exercises that fit your day",
    ],
    whoItsFor:
      "Women from about 6 weeks after delivery, or after clearance from their doctor, including those who had a caesarean section. Mothers who still notice abdominal, pelvic floor or back problems months or years after childbirth are also welcome.",
    conditions: [
      "Diastasis recti (abdominal separation)",
      "Pelvic floor weakness",
      "Stress urinary incontinence",
      "Back and pelvic girdle pain after pregnancy",
      "Recovery after caesarean section",
      "Neck and shoulder strain from feeding and carrying",
      "Posture changes after pregnancy",
      "Reduced fitness after delivery",
    ],
    duration: "45-60 minutes",
    sessions: "12-24",
    frequency: "2-3 per week",
    youtubeUrl: null,
    faqs: [
      {
        question: "When can I start after delivery?",
        answer:
          "Usually from about 6 weeks after delivery, once your postnatal check is done and your doctor has cleared you for exercise. After a caesarean section or a complicated delivery, the start may be a little later. It is also never too late: many women start months or years after childbirth.",
      },
      {
        question: "Is it safe after a caesarean, and does it hurt?",
        answer:
          "Yes, the exercises are gentle and adapted to your recovery, and they are suitable while breastfeeding. After a caesarean, we check your scar and avoid strain on it until it has healed well. Sessions should not be painful; any pelvic floor assessment is explained first and done only with your consent. If you notice heavy bleeding, a feeling of heaviness or bulging in the vagina, or pain that gets worse, we pause and refer you to your doctor.",
      },
      {
        question: "How many sessions will I need?",
        answer:
          "Most programmes are 12-24 sessions of 45-60 minutes, 2-3 times a week, together with short home exercises. The number depends on your assessment and goals. Many women notice changes over 6-12 weeks, but results vary from person to person.",
      },
      {
        question: "Can I combine it with my current treatment?",
        answer:
          "Yes. The programme works alongside care from your obstetrician and any medicines you take; please tell us about conditions such as anaemia, thyroid problems or high blood pressure during pregnancy. If you are struggling with low mood or anxiety after birth, please tell us or your doctor, as postnatal emotional health matters and we can help you find the right support.",
      },
    ],
    relatedSlugs: ["zero-gravity-gait-trainer", "cryotherapy"],
    seo: {
      title: "Post-Pregnancy Rehabilitation in Visakhapatnam | Samudra",
      description:
        "Postnatal physiotherapy in Visakhapatnam for diastasis recti, pelvic floor weakness and back pain. Usually starts 6 weeks after delivery, after assessment.",
      keywords: [
        "post pregnancy rehabilitation Visakhapatnam",
        "postnatal physiotherapy Vizag",
        "diastasis recti treatment",
        "pelvic floor physiotherapy India",
        "recovery after caesarean section",
      ],
    },
    icon: "Baby",
    accent: "amber",
    sortOrder: 5,
  },
];
