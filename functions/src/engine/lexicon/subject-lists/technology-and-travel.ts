import type { Subject } from "./subject";

/** Play and space, technology and security, and travel and transport. */
export const TECHNOLOGY_AND_TRAVEL_SUBJECTS: readonly Subject[] = [
  {
    id: "toy",
    words: ["toy", "toys", "lego", "blocks", "brick", "bricks"],
    icons: ["lucide:toy-brick", "phosphor:lego-smiley", "phosphor:puzzle-piece"],
  },
  { id: "puzzle", words: ["puzzle", "puzzles", "jigsaw"], icons: ["phosphor:puzzle-piece"] },
  {
    id: "balloon",
    setting: true,
    words: ["balloon", "balloons", "party", "parties", "birthday", "birthdays"],
    icons: ["phosphor:balloon", "phosphor:confetti"],
  },
  {
    id: "rocket",
    setting: true,
    words: ["rocket", "rockets", "launch", "space", "astronaut", "moonshot"],
    icons: ["phosphor:rocket-launch", "phosphor:rocket"],
  },
  {
    id: "robot",
    words: ["robot", "robots", "robotics", "bot", "bots", "automation"],
    icons: ["phosphor:robot"],
  },
  {
    id: "brain",
    setting: true,
    words: ["brain", "mind", "minds", "neuro", "psychology", "cognitive", "think", "thinking", "genius"],
    icons: ["phosphor:brain", "phosphor:head-circuit"],
  },
  {
    id: "code",
    words: ["code", "coding", "developer", "developers", "programming", "software", "devops"],
    icons: ["phosphor:code", "phosphor:brackets-curly", "phosphor:terminal-window"],
  },
  {
    id: "chip",
    words: ["chip", "chips", "semiconductor", "hardware", "processor", "circuit", "circuits", "electronics"],
    icons: ["phosphor:cpu", "phosphor:circuitry"],
  },
  {
    id: "cloud",
    words: ["cloud", "clouds", "hosting", "server", "servers"],
    icons: ["phosphor:cloud", "phosphor:hard-drives"],
  },
  {
    id: "shield",
    setting: true,
    words: [
      "shield",
      "protect",
      "protection",
      "defense",
      "defence",
      "guard",
      "guardian",
      "safe",
      "safety",
      "security",
      "secure",
      "cybersecurity",
    ],
    icons: ["phosphor:shield-check", "phosphor:shield"],
  },
  {
    id: "lock",
    setting: true,
    words: ["lock", "locks", "locksmith", "encryption", "encrypted", "vault", "privacy", "private"],
    icons: ["phosphor:lock-key", "phosphor:lock"],
  },
  {
    id: "key",
    setting: true,
    words: ["key", "keys", "access", "unlock", "keyholder"],
    icons: ["phosphor:key"],
  },
  {
    id: "fingerprint",
    words: ["fingerprint", "biometric", "biometrics", "identity"],
    icons: ["phosphor:fingerprint"],
  },
  {
    id: "eye",
    setting: true,
    words: ["eye", "eyes", "vision", "optical", "optician", "optometry", "watch", "watchful", "sight"],
    icons: ["phosphor:eye", "phosphor:eyeglasses"],
  },
  {
    id: "globe",
    setting: true,
    words: ["globe", "global", "world", "worldwide", "international", "earth", "planet"],
    icons: ["phosphor:globe-hemisphere-west", "phosphor:planet"],
  },
  {
    id: "compass",
    setting: true,
    words: [
      "compass",
      "navigate",
      "navigation",
      "direction",
      "explore",
      "explorer",
      "journey",
      "wander",
      "wanderlust",
    ],
    icons: ["phosphor:compass", "phosphor:compass-rose"],
  },
  {
    id: "airplane",
    words: ["plane", "airplane", "aeroplane", "flight", "flights", "aviation", "pilot", "airline"],
    icons: ["phosphor:airplane-tilt", "phosphor:airplane-in-flight"],
  },
  {
    id: "car",
    words: ["car", "cars", "auto", "vehicle", "vehicles", "driving", "driver", "taxi"],
    icons: ["phosphor:car", "phosphor:car-profile"],
  },
  {
    id: "truck",
    words: ["truck", "trucks", "trucking", "haul", "hauling", "freight", "van"],
    icons: ["phosphor:truck", "phosphor:van"],
  },
  {
    id: "bicycle",
    words: ["bicycle", "bicycles", "bike", "bikes", "cycling", "cyclist"],
    icons: ["phosphor:bicycle"],
  },
];
