import type { appointmentMessages } from "../../areas/appointment-messages";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
export const appointmentMail: TranslationOf<typeof appointmentMessages> = {
  subjectConfirmation: "{clinicName}: आपका अपॉइंटमेंट बुक हो गया है ({reference})",
  subjectReminder: "{clinicName}: {day} को आपके अपॉइंटमेंट का रिमाइंडर",
  subjectChange: "{clinicName}: आपके अपॉइंटमेंट का समय बदल गया है ({reference})",
  subjectCancellation: "{clinicName}: आपका अपॉइंटमेंट रद्द कर दिया गया है ({reference})",
  headingConfirmation: "आपका अपॉइंटमेंट बुक हो गया है",
  headingReminder: "आपका अपॉइंटमेंट जल्द ही है",
  headingChange: "आपके अपॉइंटमेंट का समय बदल गया है",
  headingCancellation: "आपका अपॉइंटमेंट रद्द कर दिया गया है",
  greeting: "प्रिय {name},",
  introConfirmation: "{clinicName} में अपॉइंटमेंट बुक करने के लिए धन्यवाद। आपके अपॉइंटमेंट का विवरण नीचे दिया गया है।",
  introReminder: "यह {clinicName} में आपके अपॉइंटमेंट का रिमाइंडर है।",
  introChange: "{clinicName} में आपका अपॉइंटमेंट अब नीचे दिए गए समय पर है। पहले वाला समय अब आपके लिए बुक नहीं है।",
  introCancellation: "{clinicName} में आपका अपॉइंटमेंट रद्द कर दिया गया है। अगर आपने यह नहीं कहा था, तो कृपया हमें {phone} पर कॉल करें।",
  seriesLabel: "सभी {count} सत्र",
  whereClinic: "{address}",
  manageLine: "अपना अपॉइंटमेंट देखने, उसका समय बदलने या उसे रद्द करने के लिए अपना निजी लिंक खोलें: {link}",
  keepPrivate: "जिसके पास भी यह लिंक है, वह यह बुकिंग देख और बदल सकता है, इसलिए कृपया इसे किसी के साथ साझा न करें।",
  calendarAttached: "साथ में लगी फ़ाइल (.ics) से यह अपॉइंटमेंट आपके कैलेंडर में जुड़ जाता है।",
  stopReminders: "आपने रिमाइंडर माँगे थे। इन्हें बंद करने के लिए अपना निजी लिंक खोलें और “रिमाइंडर बंद करें” चुनें।",
  bookAgain: "कोई दूसरा समय बुक करने के लिए: {link}",
  emergency: "{clinicName} आपातकालीन सेवा नहीं है। चिकित्सा आपात स्थिति में तुरंत {emergencyNumber} पर कॉल करें।",
  closing: "शुभकामनाओं सहित,",
  signature: "{clinicName} टीम · {phone}",
  automatic: "यह इस ई-मेल पते से बुक किए गए अपॉइंटमेंट के बारे में एक स्वचालित ई-मेल है। हम न्यूज़लेटर या ऑफ़र नहीं भेजते।",
};
