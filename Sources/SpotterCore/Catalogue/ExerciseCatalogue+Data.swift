/// The catalogue's text: one exercise a line, parsed once by `ExerciseCatalogue.shared`.
///
/// The line format (`#` starts a comment line; blank lines are skipped):
///
///     id | canonical name | kind | equipment | muscle group | alias; alias; …
///
/// - id: a stable slug (`a-z`, `0-9`, `-`); never changed once shipped, since stored exercises name it.
/// - kind: `weight-reps`, `reps` (reps only), `timed`, `distance-time`.
/// - equipment: `barbell`, `dumbbell`, `machine`, `cable`, `bodyweight`, `kettlebell`, `band`, `smith`.
/// - muscle group: the primary one (`ExerciseCatalogue.Muscle`).
/// - aliases: the names Strong, Hevy, FitNotes and Liftosaur give it. Names match after
///   `ExerciseName.key` (case, punctuation and word order ignored), so `Bench Press (Barbell)`
///   also stands for `Barbell Bench Press` and `Bench Press - Barbell`; an alias is listed for
///   every other word the apps use (FitNotes' `Flat Barbell Bench Press`).
///
/// The names are facts about what people log, written by the team; the distinct names in real
/// exports were the evidence (`CatalogueCoverageTests` holds the share they match).
extension ExerciseCatalogue {
    static let text = """
        # Chest
        bench-press | Bench press | weight-reps | barbell | chest | Bench Press (Barbell); Barbell Bench Press; Bench Press - Barbell; Flat Barbell Bench Press; Flat Bench Press
        close-grip-bench-press | Close-grip bench press | weight-reps | barbell | triceps | Bench Press - Close Grip (Barbell); Close Grip Barbell Bench Press; Close Grip Bench Press
        wide-grip-bench-press | Wide-grip bench press | weight-reps | barbell | chest | Bench Press - Wide Grip (Barbell); Wide Grip Barbell Bench Press
        paused-bench-press | Paused bench press | weight-reps | barbell | chest | Pause Bench Press (Barbell); Pause Bench Press; Paused Bench Press (Barbell)
        floor-press | Floor press | weight-reps | barbell | chest | Floor Bench Press (Barbell); Floor Press (Barbell); Barbell Floor Press
        incline-bench-press | Incline bench press | weight-reps | barbell | chest | Incline Bench Press (Barbell); Incline Barbell Bench Press; Barbell Incline Bench Press
        decline-bench-press | Decline bench press | weight-reps | barbell | chest | Decline Bench Press (Barbell); Decline Barbell Bench Press
        dumbbell-bench-press | Dumbbell bench press | weight-reps | dumbbell | chest | Bench Press (Dumbbell); Flat Dumbbell Bench Press; Dumbbell Press; bench press DB alternating; DB Bench Press
        incline-dumbbell-bench-press | Incline dumbbell bench press | weight-reps | dumbbell | chest | Incline Bench Press (Dumbbell); Incline Dumbbell Press; Incline DB Press
        decline-dumbbell-bench-press | Decline dumbbell bench press | weight-reps | dumbbell | chest | Decline Bench Press (Dumbbell); Decline Dumbbell Press
        smith-bench-press | Smith machine bench press | weight-reps | smith | chest | Bench Press (Smith Machine); Smith Machine Bench Press
        smith-incline-bench-press | Smith machine incline bench press | weight-reps | smith | chest | Incline Bench Press (Smith Machine); Smith Machine Incline Bench Press
        smith-decline-bench-press | Smith machine decline bench press | weight-reps | smith | chest | Decline Bench Press (Smith Machine)
        chest-press-machine | Chest press machine | weight-reps | machine | chest | Chest Press (Machine); Machine Chest Press; Seated Chest Press
        incline-chest-press-machine | Incline chest press machine | weight-reps | machine | chest | Incline Chest Press (Machine); Incline Machine Chest Press
        decline-chest-press-machine | Decline chest press machine | weight-reps | machine | chest | Decline Bench Press (Machine); Decline Press (Machine); Decline Chest Press (Machine)
        iso-lateral-chest-press | Iso-lateral chest press | weight-reps | machine | chest | Iso-Lateral Chest Press (Machine); Hammer Strength Chest Press; Isolateral Chest Press
        cable-chest-press | Cable chest press | weight-reps | cable | chest | Chest Press (Cable); Decline Cable Press; Seated Low Pec Cable Press; Standing Cable Chest Press
        dumbbell-fly | Dumbbell fly | weight-reps | dumbbell | chest | Chest Fly (Dumbbell); Dumbbell Flyes; Flat Dumbbell Fly; Dumbbell Chest Fly; Chest Fly
        incline-dumbbell-fly | Incline dumbbell fly | weight-reps | dumbbell | chest | Incline Chest Fly (Dumbbell); Incline Dumbbell Flyes
        cable-fly | Cable fly | weight-reps | cable | chest | Chest Fly (Cable); Cable Crossover; Cable Fly Crossovers; Cable Crossovers; Cable Chest Fly
        single-arm-cable-fly | Single-arm cable fly | weight-reps | cable | chest | Single Arm Cable Crossover; Unilateral Cable Fly; Single Arm Cable Fly
        low-cable-fly | Low cable fly | weight-reps | cable | chest | Low Cable Fly Crossovers; Low to High Cable Fly; Cable Bottom To Top; Low Cable Crossover
        high-cable-fly | High cable fly | weight-reps | cable | chest | High Cable Fly; High Cable Crossover
        incline-cable-fly | Incline cable fly | weight-reps | cable | chest | Incline Cable Chest Fly (Machine); Incline Chest Fly (Cable); Incline Cable Fly
        pec-deck | Pec deck | weight-reps | machine | chest | Butterfly (Pec Deck); Pec Deck (Machine); Chest Fly (Machine); Machine Fly; Isolateral Chest Fly; Plate Loaded Chest Fly; Pec Deck Press; Seated Machine Fly; Butterfly
        band-chest-fly | Band chest fly | weight-reps | band | chest | Chest Fly (Band)
        ring-chest-fly | Ring fly | reps | bodyweight | chest | Chest Fly (Rings); Ring Fly; Chest Fly (Suspension)
        push-up | Push-up | reps | bodyweight | chest | Push Up; Push Ups; Pushup; Pushups; Press Up
        weighted-push-up | Weighted push-up | weight-reps | bodyweight | chest | Push Up (Weighted); Weighted Push Up
        close-grip-push-up | Close-grip push-up | reps | bodyweight | triceps | Push Up - Close Grip; Close Grip Push Up
        diamond-push-up | Diamond push-up | reps | bodyweight | triceps | Diamond Push Up; Diamond Pushup
        decline-push-up | Decline push-up | reps | bodyweight | chest | Decline Push Up; Decline Pushup
        incline-push-up | Incline push-up | reps | bodyweight | chest | Incline Push Up; Incline Pushup
        knee-push-up | Knee push-up | reps | bodyweight | chest | Push Up (Knees); Knee Push Up
        pike-push-up | Pike push-up | reps | bodyweight | shoulders | Pike Pushup; Pike Push Up
        archer-push-up | Archer push-up | reps | bodyweight | chest | Archer Pushup; Archer Push Up
        one-arm-push-up | One-arm push-up | reps | bodyweight | chest | One Arm Push Up; Single Arm Push Up
        ring-push-up | Ring push-up | reps | bodyweight | chest | Ring Push Up; Decline Ring Push-up; Push Up (Rings)
        plank-push-up | Plank push-up | reps | bodyweight | chest | Plank Pushup; Plank Up Down; Plank to Push Up
        chest-dip | Chest dip | reps | bodyweight | chest | Chest Dip; Dips; Dip; Parallel Bar Dip
        weighted-chest-dip | Weighted chest dip | weight-reps | bodyweight | chest | Chest Dip (Weighted); Weighted Dip; Weighted Dips
        assisted-chest-dip | Assisted chest dip | weight-reps | machine | chest | Chest Dip (Assisted); Assisted Dip; Dip (Assisted)
        ring-dip | Ring dip | reps | bodyweight | chest | Ring Dip; Ring Dips
        dumbbell-pullover | Dumbbell pullover | weight-reps | dumbbell | chest | Pullover (Dumbbell); Dumbbell Pull Over
        svend-press | Svend press | weight-reps | dumbbell | chest | Svend Press; Plate Press
        landmine-press | Landmine press | weight-reps | barbell | shoulders | Landmine Press; Landmine Press (Barbell)
        # Shoulders
        overhead-press | Overhead press | weight-reps | barbell | shoulders | Overhead Press (Barbell); Overhead Press; Barbell Overhead Press; Military Press; Standing Overhead Press; OHP; Barbell Shoulder Press; Standing Barbell Shoulder Press
        strict-military-press | Strict military press | weight-reps | barbell | shoulders | Strict Military Press (Barbell); Strict Press
        seated-barbell-overhead-press | Seated barbell overhead press | weight-reps | barbell | shoulders | Seated Overhead Press (Barbell); Seated Barbell Shoulder Press; Seated Military Press
        behind-the-neck-press | Behind-the-neck press | weight-reps | barbell | shoulders | Behind The Neck Press; Behind The Neck Press (Barbell)
        push-press | Push press | weight-reps | barbell | shoulders | Push Press (Barbell); Push Press
        dumbbell-shoulder-press | Dumbbell shoulder press | weight-reps | dumbbell | shoulders | Shoulder Press (Dumbbell); Overhead Press (Dumbbell); Dumbbell Overhead Press; DB shoulder press; Standing Dumbbell Press
        seated-dumbbell-shoulder-press | Seated dumbbell shoulder press | weight-reps | dumbbell | shoulders | Seated Overhead Press (Dumbbell); Seated Shoulder Press (Dumbbell); Seated Dumbbell Press
        arnold-press | Arnold press | weight-reps | dumbbell | shoulders | Arnold Press (Dumbbell); Arnold Dumbbell Press; Arnold Press
        shoulder-press-machine | Shoulder press machine | weight-reps | machine | shoulders | Shoulder Press (Machine); Seated Shoulder Press (Machine); Machine Shoulder Press; Overhead Press (Machine)
        smith-shoulder-press | Smith machine shoulder press | weight-reps | smith | shoulders | Overhead Press (Smith Machine); Shoulder Press (Smith Machine); Smith Machine Overhead Press
        kettlebell-press | Kettlebell press | weight-reps | kettlebell | shoulders | Overhead Press (Kettlebell); Kettlebell Overhead Press; Shoulder Press (Kettlebell)
        lateral-raise | Lateral raise | weight-reps | dumbbell | shoulders | Lateral Raise (Dumbbell); Dumbbell Lateral Raise; Side Lateral Raise; Lateral Dumbbell Raise; Side Flye; shoulder raises; Lateral Raises; Side Raise
        seated-lateral-raise | Seated lateral raise | weight-reps | dumbbell | shoulders | Seated Lateral Raise (Dumbbell); Seated Dumbbell Lateral Raise
        cable-lateral-raise | Cable lateral raise | weight-reps | cable | shoulders | Lateral Raise (Cable); Single Arm Lateral Raise (Cable); Cable Lateral Raise; One Arm Cable Lateral Raise
        machine-lateral-raise | Machine lateral raise | weight-reps | machine | shoulders | Lateral Raise (Machine); Standing Machine Lateral Raise; Machine Lateral Raise
        band-lateral-raise | Band lateral raise | weight-reps | band | shoulders | Lateral Raise (Band)
        cable-y-raise | Cable Y raise | weight-reps | cable | shoulders | Cable Y Raise; Y Raise (Cable)
        dumbbell-y-raise | Dumbbell Y raise | weight-reps | dumbbell | shoulders | Y Raise (Dumbbell); Y Raise; Incline Y Raise
        front-raise | Front raise | weight-reps | dumbbell | shoulders | Front Raise (Dumbbell); Dumbbell Front Raise; Front Dumbbell Raise
        cable-front-raise | Cable front raise | weight-reps | cable | shoulders | Front Raise (Cable)
        barbell-front-raise | Barbell front raise | weight-reps | barbell | shoulders | Front Raise (Barbell); Front Raise (Plate); Plate Front Raise
        reverse-fly | Reverse fly | weight-reps | dumbbell | shoulders | Reverse Fly (Dumbbell); Rear Delt Reverse Fly (Dumbbell); Bent Over Lateral Raise; Rear Delt Raise; Rear Delt Fly; Rear Delt Flies; Bent Over Reverse Fly
        chest-supported-reverse-fly | Chest-supported reverse fly | weight-reps | dumbbell | shoulders | Chest Supported Reverse Fly (Dumbbell); Incline Reverse Fly
        reverse-fly-machine | Reverse fly machine | weight-reps | machine | shoulders | Reverse Fly (Machine); Rear Delt Reverse Fly (Machine); Reverse Pec Deck; Rear Delt Machine
        cable-reverse-fly | Cable reverse fly | weight-reps | cable | shoulders | Reverse Fly (Cable); Rear Delt Reverse Fly (Cable); Cable Rear Delt Fly; Reverse Fly Single Arm (Cable); Unilateral Rear Delt Fly; Cable Reverse Fly
        face-pull | Face pull | weight-reps | cable | shoulders | Face Pull (Cable); Face Pull; Face Pull (Pulley); Face Pull (Spud); Face Pull Sitting Cable; Cable Face Pull; Rope Face Pull
        ring-face-pull | Ring face pull | reps | bodyweight | shoulders | Face Pull (Rings); Face Pull (Suspension)
        band-face-pull | Band face pull | weight-reps | band | shoulders | Face Pull (Band); Band Pull Apart; Band Pull-Apart
        upright-row | Upright row | weight-reps | barbell | shoulders | Upright Row (Barbell); Barbell Upright Row
        cable-upright-row | Cable upright row | weight-reps | cable | shoulders | Upright Row (Cable)
        dumbbell-upright-row | Dumbbell upright row | weight-reps | dumbbell | shoulders | Upright Row (Dumbbell)
        external-rotation | External rotation | weight-reps | cable | shoulders | Rotator Cuff External Rotation; External Rotation (Cable); Cable External Rotation; Rotator Cuff Pulls
        dumbbell-external-rotation | Dumbbell external rotation | weight-reps | dumbbell | shoulders | External Rotation (Dumbbell); Lying External Rotation
        # Back
        deadlift | Deadlift | weight-reps | barbell | back | Deadlift (Barbell); Barbell Deadlift; Conventional Deadlift
        sumo-deadlift | Sumo deadlift | weight-reps | barbell | back | Sumo Deadlift (Barbell); Sumo Deadlift
        trap-bar-deadlift | Trap bar deadlift | weight-reps | barbell | back | Trap Bar Deadlift; Hex Bar Deadlift; Deadlift (Trap bar)
        deficit-deadlift | Deficit deadlift | weight-reps | barbell | back | Deficit Deadlift (Barbell); Deficit Deadlift
        rack-pull | Rack pull | weight-reps | barbell | back | Rack Pull (Barbell); Rack Pull; Rack Pulls
        dumbbell-deadlift | Dumbbell deadlift | weight-reps | dumbbell | back | Deadlift (Dumbbell); Dumbbell Deadlift
        smith-deadlift | Smith machine deadlift | weight-reps | smith | back | Deadlift (Smith Machine)
        kettlebell-deadlift | Kettlebell deadlift | weight-reps | kettlebell | back | Deadlift (Kettlebell); Kettlebell Deadlift
        romanian-deadlift | Romanian deadlift | weight-reps | barbell | hamstrings | Romanian Deadlift (Barbell); Romanian Deadlift; Barbell Romanian Deadlift; RDL; Barbell RDL
        dumbbell-romanian-deadlift | Dumbbell Romanian deadlift | weight-reps | dumbbell | hamstrings | Romanian Deadlift (Dumbbell); DB RDL; Dumbbell RDL
        straight-leg-deadlift | Straight-leg deadlift | weight-reps | barbell | hamstrings | Straight Leg Deadlift; Stiff Leg Deadlift; Straight Leg Deadlift (Barbell); Stiff Legged Deadlift
        single-leg-romanian-deadlift | Single-leg Romanian deadlift | weight-reps | dumbbell | hamstrings | Single Leg Romanian Deadlift (Dumbbell); Single Leg Romanian Deadlift; Single Leg RDL
        good-morning | Good morning | weight-reps | barbell | hamstrings | Good Morning (Barbell); Good Morning; Good Mornings
        pull-up | Pull-up | reps | bodyweight | back | Pull Up; Pull Ups; Pullup; Pullups; Wide Pull Up; Wide Grip Pull Up
        weighted-pull-up | Weighted pull-up | weight-reps | bodyweight | back | Pull Up (Weighted); Weighted Pull Up
        assisted-pull-up | Assisted pull-up | weight-reps | machine | back | Pull Up (Assisted); Assisted Pull Up; Assisted Pull-Up Machine
        band-pull-up | Band-assisted pull-up | reps | band | back | Pull Up (Band); Band Assisted Pull Up
        negative-pull-up | Negative pull-up | reps | bodyweight | back | Pull Up (Negative); pull up negative; pull up negative neutral grip; Negative Pull Up
        neutral-grip-pull-up | Neutral-grip pull-up | reps | bodyweight | back | Neutral Grip Pull Up; Pull Up (Neutral Grip); Chin Up Neutral Grip
        chin-up | Chin-up | reps | bodyweight | back | Chin Up; Chin Ups; Chinup; Close Reverse Grip Pull Up; Underhand Pull Up
        weighted-chin-up | Weighted chin-up | weight-reps | bodyweight | back | Chin Up (Weighted); Weighted Chin Up
        assisted-chin-up | Assisted chin-up | weight-reps | machine | back | Chin Up (Assisted); Assisted Chin Up
        negative-chin-up | Negative chin-up | reps | bodyweight | back | Chin Up Negative; Chin Up (Negative)
        muscle-up | Muscle-up | reps | bodyweight | back | Muscle Up; Muscle Ups; Ring Muscle Up
        lat-pulldown | Lat pulldown | weight-reps | cable | back | Lat Pulldown (Cable); Lat Pulldown; Lat Pulldown (Pulley); Lat Pulldown (Spud); Cable Lat Pulldown; Wide Grip Lat Pulldown; Latzug; Lat Pull Down; Pulldown; Knelt Pulldown; Kneeling Lat Pulldown
        lat-pulldown-machine | Lat pulldown machine | weight-reps | machine | back | Lat Pulldown (Machine); Machine Lat Pulldown
        close-grip-lat-pulldown | Close-grip lat pulldown | weight-reps | cable | back | Lat Pulldown - Close Grip (Cable); Close Grip Lat Pulldown; Lat Pulldown Neutral grip; pulldown neutral grip; V Bar Lat Pulldown
        underhand-lat-pulldown | Underhand lat pulldown | weight-reps | cable | back | Lat Pulldown - Underhand (Cable); Reverse Grip Lat Pulldown (Cable); Reverse Grip Lat Pulldown; Reverse Pulldown; Underhand Lat Pulldown
        single-arm-lat-pulldown | Single-arm lat pulldown | weight-reps | cable | back | Single Arm Lat Pulldown; Lat Pulldown (Single Arm); One Arm Lat Pulldown; Single Arm Lat Pulldown (Cable)
        straight-arm-pulldown | Straight-arm pulldown | weight-reps | cable | back | Straight Arm Lat Pulldown (Cable); Straight Arm Pulldown (Cable); Rope Straight Arm Pulldown; Straight Arm Pulldown; Cable Pullover
        pullover-machine | Pullover machine | weight-reps | machine | back | Pullover (Machine); Machine Pullover
        barbell-row | Barbell row | weight-reps | barbell | back | Bent Over Row (Barbell); Bent Over Row; Bent Over Barbell Row; Barbell Bent Over Row; Row (Barbell)
        underhand-barbell-row | Underhand barbell row | weight-reps | barbell | back | Bent Over Row - Underhand (Barbell); Reverse Grip Barbell Row; Yates Row
        pendlay-row | Pendlay row | weight-reps | barbell | back | Pendlay Row (Barbell); Pendlay Row
        t-bar-row | T-bar row | weight-reps | barbell | back | T Bar Row; T-Bar Row; T Bar Row (Machine); Chest Supported T Bar Row
        landmine-row | Landmine row | weight-reps | barbell | back | Landmine Row; Meadows Row
        dumbbell-row | Dumbbell row | weight-reps | dumbbell | back | Dumbbell Row; Bent Over One Arm Row (Dumbbell); One Arm Dumbbell Row; Single Arm Dumbbell Row; Dumbbell Row (Single Arm); DB Row
        bent-over-dumbbell-row | Bent-over dumbbell row | weight-reps | dumbbell | back | Bent Over Row (Dumbbell); Dumbbell Bent Over Row
        chest-supported-dumbbell-row | Chest-supported dumbbell row | weight-reps | dumbbell | back | Chest Supported Incline Row (Dumbbell); Incline Row (Dumbbell); Chest Supported Row (Dumbbell); Laying On Incline Bench Row; Seal Row (Dumbbell)
        kettlebell-row | Kettlebell row | weight-reps | kettlebell | back | Bent Over Row (Kettlebell); Kettlebell Row
        seated-cable-row | Seated cable row | weight-reps | cable | back | Seated Row (Cable); Seated Cable Row; Seated Cable Row - V Grip (Cable); Seated Cable Row (Pulley); V-Grip Seated Cable Row (Pulley); Cable Row; Cable Seated Row; Low Row (Cable)
        wide-grip-cable-row | Wide-grip seated cable row | weight-reps | cable | back | Seated Cable Row - Bar Wide Grip; Seated Wide-Grip Row (Cable); Cable Low Row - Wide Grip; Seated Cable Row - Bar Grip; Row - Elbows Out
        single-arm-cable-row | Single-arm cable row | weight-reps | cable | back | Single Arm Cable Row; One Arm Cable Row
        seated-row-machine | Seated row machine | weight-reps | machine | back | Seated Row (Machine); Machine Row; Bent Over Row Machine
        iso-lateral-row | Iso-lateral row | weight-reps | machine | back | Iso-Lateral Row (Machine); Hammer Strength Row; Isolateral Row
        iso-lateral-low-row | Iso-lateral low row | weight-reps | machine | back | Iso-Lateral Low Row; Iso-Lateral Low Row (Machine); Low Row (Machine)
        iso-lateral-high-row | Iso-lateral high row | weight-reps | machine | back | Iso-Lateral High Row (Machine); High Seated Row; High Row (Machine)
        inverted-row | Inverted row | reps | bodyweight | back | Inverted Row (Bodyweight); Inverted Row; Australian Pull Up; Body Row
        ring-row | Ring row | reps | bodyweight | back | TRX Rows; Ring Row; Suspension Row; Inverted Row (Suspension)
        back-extension | Back extension | reps | bodyweight | back | Back Extension; Back Extension (Hyperextension); Hyperextension; Hyperextensions
        weighted-back-extension | Weighted back extension | weight-reps | bodyweight | back | Back Extension (Weighted Hyperextension); Weighted Hyperextension; Back Extension (Weighted)
        back-extension-machine | Back extension machine | weight-reps | machine | back | Back Extension (Machine); Lower Back Machine
        reverse-hyperextension | Reverse hyperextension | weight-reps | machine | glutes | Reverse Hyperextension; Reverse Hyper
        superman | Superman | reps | bodyweight | back | Superman; Supermans
        # Traps
        barbell-shrug | Barbell shrug | weight-reps | barbell | traps | Shrug (Barbell); Barbell Shrug; Shrugs
        dumbbell-shrug | Dumbbell shrug | weight-reps | dumbbell | traps | Shrug (Dumbbell); Dumbbell Shrug
        cable-shrug | Cable shrug | weight-reps | cable | traps | Shrug (Cable)
        smith-shrug | Smith machine shrug | weight-reps | smith | traps | Shrug (Smith Machine)
        machine-shrug | Machine shrug | weight-reps | machine | traps | Shrug (Machine)
        trap-3-raise | Trap-3 raise | weight-reps | dumbbell | traps | Trap 3 Raise; Trap Three Raise
        farmers-walk | Farmer's walk | weight-reps | dumbbell | forearms | Farmer Walk; Farmers Walk; Farmer's Carry; Farmers Carry
        # Biceps
        barbell-curl | Barbell curl | weight-reps | barbell | biceps | Bicep Curl (Barbell); Barbell Curl; Barbell Biceps Curl; Standing Barbell Curl; Biceps Curl (Barbell)
        ez-bar-curl | EZ-bar curl | weight-reps | barbell | biceps | EZ Bar Biceps Curl; EZ Bar Curl; Bicep Curl (EZ Bar); EZ Bar Strict Bicep Curl; Supinated EZ Bar Curl
        dumbbell-curl | Dumbbell curl | weight-reps | dumbbell | biceps | Bicep Curl (Dumbbell); Dumbbell Curl; Dumbbell Biceps Curl; Biceps Curl (Dumbbell); Alternating Dumbbell Curl; biceps curl sitting; Seated Dumbbell Curl
        incline-dumbbell-curl | Incline dumbbell curl | weight-reps | dumbbell | biceps | Seated Incline Curl (Dumbbell); Incline Curl (Dumbbell); Biceps Curl Incline Bench (Dumbbell); Incline Dumbbell Curl
        hammer-curl | Hammer curl | weight-reps | dumbbell | biceps | Hammer Curl (Dumbbell); Dumbbell Hammer Curl; Hammer Curl
        incline-hammer-curl | Incline hammer curl | weight-reps | dumbbell | biceps | Seated Incline Hammer Curl (Dumbbell); Incline Hammer Curl
        cross-body-hammer-curl | Cross-body hammer curl | weight-reps | dumbbell | biceps | Cross Body Hammer Curl; Cross Body Hammer Curl (Dumbbell)
        cable-hammer-curl | Cable hammer curl | weight-reps | cable | biceps | Hammer Curl (Cable); Rope Cable Curl; Rope Hammer Curl; Cable Rope Hammer Curl
        band-hammer-curl | Band hammer curl | weight-reps | band | biceps | Hammer Curl (Band)
        preacher-hammer-curl | Preacher hammer curl | weight-reps | dumbbell | biceps | Preacher Hammer Curl
        concentration-curl | Concentration curl | weight-reps | dumbbell | biceps | Concentration Curl; Concentration Curl (Dumbbell); Dumbbell Concentration Curl
        preacher-curl | Preacher curl | weight-reps | barbell | biceps | Preacher Curl (Barbell); Barbell Preacher Curl; EZ Bar Preacher Curl; Preacher Curl
        dumbbell-preacher-curl | Dumbbell preacher curl | weight-reps | dumbbell | biceps | Preacher Curl (Dumbbell)
        preacher-curl-machine | Preacher curl machine | weight-reps | machine | biceps | Preacher Curl (Machine); Machine Preacher Curl
        bicep-curl-machine | Biceps curl machine | weight-reps | machine | biceps | Bicep Curl (Machine); Machine Bicep Curl; Biceps Curl (Machine)
        cable-curl | Cable curl | weight-reps | cable | biceps | Bicep Curl (Cable); Cable Curl; Cable Biceps Curl; Straight Bar Cable Curl; Bicep Curl (Cable) Body Turn
        single-arm-cable-curl | Single-arm cable curl | weight-reps | cable | biceps | Single Arm Curl (Cable); Single Arm Cable Curl; Unilateral Cable Curl; One Arm Cable Curl
        bayesian-curl | Bayesian curl | weight-reps | cable | biceps | Seated Bayesian Curls; Bayesian Curls; Bayesian Curl; Behind the Back Curl (Cable); Bayesian Cable Curl
        spider-curl | Spider curl | weight-reps | barbell | biceps | Spider Curl (Barbell)
        dumbbell-spider-curl | Dumbbell spider curl | weight-reps | dumbbell | biceps | Spider Curl (Dumbbell)
        drag-curl | Drag curl | weight-reps | barbell | biceps | Drag Curl; Drag Curl (Barbell)
        reverse-curl | Reverse curl | weight-reps | barbell | forearms | Reverse Curl (Barbell); Reverse Grip Ez Bar Curl; Reverse Barbell Curl
        reverse-cable-curl | Reverse cable curl | weight-reps | cable | forearms | Reverse Curl (Cable); Reverse Cable Curl
        reverse-dumbbell-curl | Reverse dumbbell curl | weight-reps | dumbbell | forearms | Reverse Curl (Dumbbell)
        zottman-curl | Zottman curl | weight-reps | dumbbell | biceps | Zottman Curl; Zottman Curl (Dumbbell)
        twenty-ones | 21s biceps curl | weight-reps | barbell | biceps | 21s Bicep Curl; 21s; Bicep Curl 21s
        band-curl | Band curl | weight-reps | band | biceps | Bicep Curl (Band)
        # Triceps
        triceps-pushdown | Triceps pushdown | weight-reps | cable | triceps | Triceps Pushdown (Cable - Straight Bar); Triceps Pushdown; Triceps Pushdown (Cable); Tricep Pushdown; Cable Triceps Pushdown; Straight Bar Pushdown; Tricep Push Down; V Bar Pushdown
        triceps-rope-pushdown | Triceps rope pushdown | weight-reps | cable | triceps | Triceps Rope Pushdown; Rope Push Down; Rope Pushdown; Tricep Rope Pushdown; Rope Triceps Pushdown
        single-arm-triceps-pushdown | Single-arm triceps pushdown | weight-reps | cable | triceps | Single Arm Triceps Pushdown (Cable); One Arm Triceps Pushdown; Reverse Grip Single Arm Pushdown
        cable-overhead-triceps-extension | Cable overhead triceps extension | weight-reps | cable | triceps | Triceps Extension (Cable); Overhead Triceps Extension (Cable); Cable Overhead Triceps Extension; Triceps Overhead Cable; OverHead Cable Triceps Extensions; Katana Extension; Cable Triceps Extension
        dumbbell-triceps-extension | Dumbbell triceps extension | weight-reps | dumbbell | triceps | Triceps Extension (Dumbbell); Dumbbell Overhead Triceps Extension; Overhead Triceps Extension (Dumbbell); Seated Dumbbell Triceps Extension; Dumbbell Triceps Extension
        single-arm-dumbbell-triceps-extension | Single-arm dumbbell triceps extension | weight-reps | dumbbell | triceps | Single Arm Tricep Extension (Dumbbell); Single Arm Triceps Extension (Dumbbell); One Arm Overhead Dumbbell Extension
        barbell-triceps-extension | Barbell triceps extension | weight-reps | barbell | triceps | Triceps Extension (Barbell); Overhead Triceps Extension (Barbell); EZ Bar Triceps Extension
        triceps-extension-machine | Triceps extension machine | weight-reps | machine | triceps | Triceps Extension (Machine); Machine Triceps Extension; Tricep Extension Machine; Triceps Extension
        suspension-triceps-extension | Suspension triceps extension | reps | bodyweight | triceps | Triceps Extension (Suspension); TRX Triceps Extension
        skull-crusher | Skull crusher | weight-reps | barbell | triceps | Skullcrusher (Barbell); Skull Crusher; Skullcrusher; Skull Crushers; Lying Triceps Extension (Barbell); EZ Bar Skullcrusher
        dumbbell-skull-crusher | Dumbbell skull crusher | weight-reps | dumbbell | triceps | Skullcrusher (Dumbbell); Dumbbell Skull Crusher; Lying Triceps Extension (Dumbbell)
        smith-skull-crusher | Smith machine skull crusher | weight-reps | smith | triceps | Skull Crushers (Smith Machine); Skullcrusher (Smith Machine)
        triceps-kickback | Triceps kickback | weight-reps | dumbbell | triceps | Triceps Kickback (Dumbbell); Dumbbell Kickback; Tricep Kickback; Nippard Tricep Kickback
        cable-triceps-kickback | Cable triceps kickback | weight-reps | cable | triceps | Triceps Kickback (Cable); Cable Kickback; Cable Tricep Kickback
        triceps-dip | Triceps dip | reps | bodyweight | triceps | Triceps Dip; Tricep Dip; Bench Dip; Bench Dips
        weighted-triceps-dip | Weighted triceps dip | weight-reps | bodyweight | triceps | Triceps Dip (Weighted)
        assisted-triceps-dip | Assisted triceps dip | weight-reps | machine | triceps | Triceps Dip (Assisted)
        seated-dip-machine | Seated dip machine | weight-reps | machine | triceps | Seated Dip Machine; Dip Machine; Triceps Dip (Machine)
        jm-press | JM press | weight-reps | barbell | triceps | JM Press; JM Press (Barbell)
        # Forearms
        wrist-curl | Wrist curl | weight-reps | barbell | forearms | Wrist Curl (Barbell); Seated Palms Up Wrist Curl; Barbell Wrist Curl; Standing Wrist Curl; Behind the Back Bicep Wrist Curl (Barbell); Behind the Back Wrist Curl
        dumbbell-wrist-curl | Dumbbell wrist curl | weight-reps | dumbbell | forearms | Wrist Curl (Dumbbell); Dumbbell Wrist Curl
        cable-wrist-curl | Cable wrist curl | weight-reps | cable | forearms | Wrist Flexion (Cable); Wrist Curl Cable; Wrist Curl (Cable)
        reverse-wrist-curl | Reverse wrist curl | weight-reps | barbell | forearms | Seated Wrist Extension (Barbell); Reverse Wrist Curl (Barbell); Wrist Extension (Barbell); Reverse Wrist Curl
        cable-reverse-wrist-curl | Cable reverse wrist curl | weight-reps | cable | forearms | Wrist Curl Palm Down (Cable); Wrist Extension (Cable)
        wrist-roller | Wrist roller | weight-reps | bodyweight | forearms | Wrist Roller
        plate-pinch | Plate pinch | timed | bodyweight | forearms | Plate Pinch; Pinch Grip Hold
        dead-hang | Dead hang | timed | bodyweight | forearms | Dead Hang; Hang; False Grip Hang; Bar Hang
        # Legs
        back-squat | Back squat | weight-reps | barbell | quads | Squat (Barbell); Barbell Squat; Back Squat; Barbell Back Squat; Squat; High Bar Squat; Low Bar Squat
        pause-squat | Pause squat | weight-reps | barbell | quads | Pause Squat (Barbell); Paused Squat; Pause Squat
        front-squat | Front squat | weight-reps | barbell | quads | Front Squat (Barbell); Barbell Front Squat; Front Squat
        overhead-squat | Overhead squat | weight-reps | barbell | quads | Overhead Squat; Overhead Squat (Barbell)
        box-squat | Box squat | weight-reps | barbell | quads | Box Squat (Barbell); Box Squat
        smith-squat | Smith machine squat | weight-reps | smith | quads | Squat (Smith Machine); Smith Machine Squat
        goblet-squat | Goblet squat | weight-reps | kettlebell | quads | Goblet Squat (Kettlebell); Goblet Squat; Kettlebell Goblet Squat
        dumbbell-goblet-squat | Dumbbell goblet squat | weight-reps | dumbbell | quads | Goblet Squat (Dumbbell); Dumbbell Goblet Squat
        dumbbell-squat | Dumbbell squat | weight-reps | dumbbell | quads | Squat (Dumbbell); Dumbbell Squat
        bodyweight-squat | Air squat | reps | bodyweight | quads | Squat (Bodyweight); Bodyweight Squat; Air Squat; Air Squats
        pistol-squat | Pistol squat | reps | bodyweight | quads | Pistol Squat; Pistol Squats
        jump-squat | Jump squat | reps | bodyweight | quads | Jump Squat; Squat Jump; Jump Squats
        hack-squat | Hack squat | weight-reps | machine | quads | Hack Squat (Machine); Hack Squat; Machine Hack Squat
        pendulum-squat | Pendulum squat | weight-reps | machine | quads | Pendulum Squat; Pendulum Squat (Machine)
        belt-squat | Belt squat | weight-reps | machine | quads | Belt Squat; Belt Squat (Machine)
        squat-machine | Squat machine | weight-reps | machine | quads | Squat (Machine); Machine Squat; V Squat
        leg-press | Leg press | weight-reps | machine | quads | Leg Press (Machine); Leg Press; Seated Leg Press (Machine); Sled Leg Press; 45 Degree Leg Press
        horizontal-leg-press | Horizontal leg press | weight-reps | machine | quads | Leg Press Horizontal (Machine); Horizontal Leg Press; Seated Leg Press
        single-leg-press | Single-leg press | weight-reps | machine | quads | Single Leg Press (Machine); Single Leg Press; Leg Press (Single Leg)
        leg-extension | Leg extension | weight-reps | machine | quads | Leg Extension (Machine); Leg Extension; Leg Extensions; Machine Leg Extension
        single-leg-extension | Single-leg extension | weight-reps | machine | quads | Single Leg Extensions; Single Leg Extension (Machine); Single Leg Extension
        seated-leg-curl | Seated leg curl | weight-reps | machine | hamstrings | Seated Leg Curl (Machine); Seated Leg Curl; Leg Curl; Leg Curl (Machine)
        lying-leg-curl | Lying leg curl | weight-reps | machine | hamstrings | Lying Leg Curl (Machine); Lying Leg Curl; Prone Leg Curl
        standing-leg-curl | Standing leg curl | weight-reps | machine | hamstrings | Standing Leg Curls; Standing Leg Curl; Standing Leg Curl (Machine); Single Leg Curl
        nordic-curl | Nordic hamstring curl | reps | bodyweight | hamstrings | Nordic Hamstrings Curls; Nordic Curl; Nordic Hamstring Curl; Nordic Curls
        lunge | Lunge | reps | bodyweight | quads | Lunge; Lunges; Walking Lunge; Lunge (Bodyweight)
        dumbbell-lunge | Dumbbell lunge | weight-reps | dumbbell | quads | Lunge (Dumbbell); Dumbbell Lunge; Walking Lunge (Dumbbell); Dumbbell Walking Lunge
        barbell-lunge | Barbell lunge | weight-reps | barbell | quads | Lunge (Barbell); Barbell Lunge
        reverse-lunge | Reverse lunge | reps | bodyweight | quads | Reverse Lunge; Reverse Lunge (Bodyweight)
        dumbbell-reverse-lunge | Dumbbell reverse lunge | weight-reps | dumbbell | quads | Reverse Lunge (Dumbbell)
        lateral-lunge | Lateral lunge | reps | bodyweight | adductors | Lateral Lunge; Side Lunge; Lateral Squat
        bulgarian-split-squat | Bulgarian split squat | weight-reps | dumbbell | quads | Bulgarian Split Squat; Bulgarian Split Squat (Dumbbell); Rear Foot Elevated Split Squat
        smith-bulgarian-split-squat | Smith machine Bulgarian split squat | weight-reps | smith | quads | Smith Machine Bulgarian Split Squat; Bulgarian Split Squat (Smith Machine)
        split-squat | Split squat | weight-reps | dumbbell | quads | Split Squat (Dumbbell); Split Squat; Dumbbell Split Squat
        barbell-split-squat | Barbell split squat | weight-reps | barbell | quads | Split Squat (Barbell)
        step-up | Step-up | reps | bodyweight | quads | Step Up; Step Ups; Box Step Up
        dumbbell-step-up | Dumbbell step-up | weight-reps | dumbbell | quads | Dumbbell Step Up; Step Up (Dumbbell)
        hip-thrust | Hip thrust | weight-reps | barbell | glutes | Hip Thrust (Barbell); Barbell Hip Thrust; Hip Thrust
        hip-thrust-machine | Hip thrust machine | weight-reps | machine | glutes | Hip Thrust (Machine); Machine Hip Thrust; Glute Drive
        glute-bridge | Glute bridge | reps | bodyweight | glutes | Glute Bridge; Bridge; Glute Bridges
        barbell-glute-bridge | Barbell glute bridge | weight-reps | barbell | glutes | Glute Bridge (Barbell); Barbell Glute Bridge
        isometric-bridge | Isometric glute bridge | timed | bodyweight | glutes | Isometric Bridge; Glute Bridge Hold
        glute-kickback-machine | Glute kickback machine | weight-reps | machine | glutes | Glute Kickback (Machine); Machine Glute Kickback
        cable-glute-kickback | Cable glute kickback | weight-reps | cable | glutes | Glute Kickback (Cable); Cable Glute Kickback
        hip-extension | Hip extension | weight-reps | cable | glutes | Hip Extension; Hip Extension (Cable); Standing Hip Extension
        hip-abduction | Hip abduction machine | weight-reps | machine | abductors | Hip Abductor (Machine); Hip Abduction (Machine); Abductor Machine; Hip Abduction
        hip-adduction | Hip adduction machine | weight-reps | machine | adductors | Hip Adductor (Machine); Hip Adduction (Machine); Adductor Machine; Hip Adduction
        lateral-band-walk | Lateral band walk | reps | band | abductors | Lateral Band Walks; Band Side Walk; Monster Walk
        fire-hydrant | Fire hydrant | reps | bodyweight | glutes | Fire Hydrants; Fire Hydrant
        kettlebell-swing | Kettlebell swing | weight-reps | kettlebell | glutes | Kettlebell Swing; Kettlebell Swings; Russian Kettlebell Swing
        kettlebell-goblet-lunge | Kettlebell lunge | weight-reps | kettlebell | quads | Lunge (Kettlebell); Kettlebell Lunge
        # Calves
        standing-calf-raise-machine | Standing calf raise machine | weight-reps | machine | calves | Standing Calf Raise (Machine); Machine Standing Calf Raise
        seated-calf-raise | Seated calf raise | weight-reps | machine | calves | Seated Calf Raise (Machine); Seated Calf Raise; Seated Calf Raise (Plate Loaded)
        calf-press | Calf press | weight-reps | machine | calves | Calf Press (Machine); Calf Press on Seated Leg Press; Calf Press on Leg Press; Calf Extension (Machine); Leg Press Calf Raise; Calf Press
        smith-calf-raise | Smith machine calf raise | weight-reps | smith | calves | Standing Calf Raise (Smith Machine); Standing Calf Raise (Smith); Smith Machine Calf Press; Smith Machine Calf Raise
        barbell-calf-raise | Barbell calf raise | weight-reps | barbell | calves | Standing Calf Raise (Barbell)
        dumbbell-calf-raise | Dumbbell calf raise | weight-reps | dumbbell | calves | Standing Calf Raise (Dumbbell); Standing Dumbbell Calf Raise
        single-leg-calf-raise | Single-leg calf raise | weight-reps | dumbbell | calves | Single Leg Standing Calf Raise (Dumbbell); Single Leg Standing Calf Raise; Single Leg Calf Raise
        single-leg-calf-raise-machine | Single-leg calf raise machine | weight-reps | machine | calves | Single Leg Standing Calf Raise (Machine); SL Standing Calf Raise (Machine)
        calf-raise | Calf raise | reps | bodyweight | calves | Standing Calf Raise; Calf Raise; Calf Raises; Standing Calf Raise (Bodyweight)
        # Core
        crunch | Crunch | reps | bodyweight | core | Crunch; Crunches; Abdominal Crunch
        weighted-crunch | Weighted crunch | weight-reps | bodyweight | core | Crunch (Weighted); Weighted Crunch
        crunch-machine | Crunch machine | weight-reps | machine | core | Crunch (Machine); Ab Crunch Machine; Machine Crunch
        cable-crunch | Cable crunch | weight-reps | cable | core | Cable Crunch; Kneeling Cable Crunch; Crunch (Cable)
        decline-crunch | Decline crunch | reps | bodyweight | core | Decline Crunch
        weighted-decline-crunch | Weighted decline crunch | weight-reps | bodyweight | core | Decline Crunch (Weighted)
        reverse-crunch | Reverse crunch | reps | bodyweight | core | Reverse Crunch; Reverse Crunches
        bicycle-crunch | Bicycle crunch | reps | bodyweight | core | Bicycle Crunch; Bicycle Crunch Raised Legs; Bicycle Crunches
        sit-up | Sit-up | reps | bodyweight | core | Sit Up; Sit Ups; Situp
        weighted-sit-up | Weighted sit-up | weight-reps | bodyweight | core | Sit Up (Weighted); Weighted Sit Up
        decline-sit-up | Decline sit-up | reps | bodyweight | core | Decline Sit Up; Decline Situp
        hanging-leg-raise | Hanging leg raise | reps | bodyweight | core | Hanging Leg Raise; Hanging Leg Raises; Toes to Bar
        hanging-knee-raise | Hanging knee raise | reps | bodyweight | core | Hanging Knee Raise; Knee Raise (Captain's Chair); Captain's Chair Knee Raise; Knee Raise
        captains-chair-leg-raise | Captain's chair leg raise | reps | bodyweight | core | Leg Raise Parallel Bars; Captain's Chair Leg Raise; Leg Raise (Captain's Chair); Forearm Leg Raise; Vertical Knee Raise
        lying-leg-raise | Lying leg raise | reps | bodyweight | core | Lying Leg Raise; Leg Raise; Leg Raises; Lying Leg Raises
        flutter-kicks | Flutter kicks | reps | bodyweight | core | Flutter Kicks; Flutter Kick
        plank | Plank | timed | bodyweight | core | Plank; Front Plank; Forearm Plank
        side-plank | Side plank | timed | bodyweight | core | Side Plank; Side Planks
        hollow-body-hold | Hollow body hold | timed | bodyweight | core | Hollow Body; Hollow Hold; Hollow Body Hold
        l-sit | L-sit | timed | bodyweight | core | L Sit; L-Sit Hold
        ab-wheel | Ab wheel rollout | reps | bodyweight | core | Ab Wheel; Ab Wheel Rollout; Kneeling AB rollout; Ab Rollout; Ring Rollout
        russian-twist | Russian twist | reps | bodyweight | core | Russian Twist; Russian Twists
        weighted-russian-twist | Weighted Russian twist | weight-reps | bodyweight | core | Russian Twist (Weighted); Weighted Russian Twist
        side-bend | Dumbbell side bend | weight-reps | dumbbell | core | Side Bend (Dumbbell); Dumbbell Side Bend; Side Bend
        cable-side-bend | Cable side bend | weight-reps | cable | core | Side Bend (Cable)
        cable-woodchop | Cable woodchop | weight-reps | cable | core | Wood Choppers; Cable Woodchop; Woodchop; Wood Chop (Cable); Cable Wood Chop
        pallof-press | Pallof press | weight-reps | cable | core | Pallof press; Pallof Press (Cable)
        torso-rotation | Torso rotation machine | weight-reps | machine | core | Torso Rotation; Torso Rotation (Machine); Rotary Torso
        elbow-to-knee | Elbow to knee crunch | reps | bodyweight | core | Elbow to Knee; Cross Body Crunch
        knee-in-twist | Knee-in twist | reps | bodyweight | core | Knee-in Twists; Knee In Twist
        dead-bug | Dead bug | reps | bodyweight | core | Dead Bug; Dead Bugs
        mountain-climber | Mountain climber | reps | bodyweight | core | Mountain Climber; Mountain Climbers
        v-up | V-up | reps | bodyweight | core | V Up; V Ups; Jackknife Sit Up
        ab-lounge | Ab lounge | reps | machine | core | Ab Lounge; Ab Lounger
        bird-dog | Bird dog | reps | bodyweight | core | Bird Dog; Bird Dogs
        # Neck
        neck-curl | Neck curl | weight-reps | bodyweight | neck | Lying Neck Curls (Weighted); Neck Curl; Lying Neck Curl; Neck Flexion
        neck-extension | Neck extension | weight-reps | bodyweight | neck | Lying Neck Extension (Weighted); Neck Extension
        # Full body and Olympic lifts
        power-clean | Power clean | weight-reps | barbell | full-body | Power Clean; Power Clean (Barbell)
        clean | Clean | weight-reps | barbell | full-body | Clean; Clean (Barbell); Squat Clean
        clean-and-jerk | Clean and jerk | weight-reps | barbell | full-body | Clean and Jerk; Clean and Jerk (Barbell)
        hang-clean | Hang clean | weight-reps | barbell | full-body | Hang Clean; Hang Clean (Barbell)
        clean-and-press | Clean and press | weight-reps | barbell | full-body | Clean and Press; Clean and Press (Barbell)
        snatch | Snatch | weight-reps | barbell | full-body | Snatch; Snatch (Barbell); Squat Snatch
        power-snatch | Power snatch | weight-reps | barbell | full-body | Power Snatch; Power Snatch (Barbell)
        hang-snatch | Hang snatch | weight-reps | barbell | full-body | Hang Snatch; Hang Snatch (Barbell)
        thruster | Thruster | weight-reps | barbell | full-body | Thruster (Barbell); Thrusters; Thruster
        dumbbell-thruster | Dumbbell thruster | weight-reps | dumbbell | full-body | Thruster (Dumbbell)
        kettlebell-clean | Kettlebell clean | weight-reps | kettlebell | full-body | Kettlebell Clean; Clean (Kettlebell)
        kettlebell-snatch | Kettlebell snatch | weight-reps | kettlebell | full-body | Kettlebell Snatch; Snatch (Kettlebell)
        turkish-get-up | Turkish get-up | weight-reps | kettlebell | full-body | Turkish Get Up; Turkish Getup; Get Up (Kettlebell)
        burpee | Burpee | reps | bodyweight | full-body | Burpee; Burpees
        box-jump | Box jump | reps | bodyweight | quads | Box Jump; Box Jumps
        jumping-jack | Jumping jack | reps | bodyweight | cardio | Jumping Jack; Jumping Jacks
        wall-ball | Wall ball | weight-reps | bodyweight | full-body | Wall Ball; Wall Balls
        battle-ropes | Battle ropes | timed | bodyweight | full-body | Battle Ropes; Battle Rope
        sled-push | Sled push | weight-reps | machine | full-body | Sled Push; Prowler Push
        # Cardio
        running | Running | distance-time | bodyweight | cardio | Running; Run; Running (Outdoor); Outdoor Run; Jogging
        treadmill | Treadmill running | distance-time | machine | cardio | Treadmill; Running (Treadmill); Treadmill Run; Treadmill Running
        walking | Walking | distance-time | bodyweight | cardio | Walking; Walk; Treadmill Walk; Walking (Treadmill)
        hiking | Hiking | distance-time | bodyweight | cardio | Hiking; Hike
        cycling | Cycling | distance-time | bodyweight | cardio | Cycling; Bike; Outdoor Cycling; Biking
        indoor-cycling | Indoor cycling | distance-time | machine | cardio | Cycling (Indoor); Stationary Bike; Indoor Cycling; Spin Bike; Exercise Bike; Bike (Stationary)
        rowing-machine | Rowing machine | distance-time | machine | cardio | Rowing Machine; Rowing (Machine); Rower; Indoor Rowing; Ergometer
        elliptical | Elliptical trainer | distance-time | machine | cardio | Elliptical Machine; Elliptical Trainer; Elliptical; Cross Trainer
        stair-climber | Stair climber | distance-time | machine | cardio | Stair Climber; Stair Machine; Stairmaster; Stair Stepper; Stair Climber (Machine)
        swimming | Swimming | distance-time | bodyweight | cardio | Swimming; Swim
        jump-rope | Jump rope | timed | bodyweight | cardio | Jump Rope; Skipping; Skipping Rope
        boxing | Boxing | timed | bodyweight | cardio | Boxing; Shadow Boxing; Kickboxing
        climbing | Climbing | timed | bodyweight | cardio | Climbing; Rock Climbing; Bouldering
        air-bike | Air bike | distance-time | machine | cardio | Air Bike; Assault Bike; Echo Bike
        ski-erg | Ski erg | distance-time | machine | cardio | Ski Erg; Skierg; Ski Ergometer
        # Mobility
        stretching | Stretching | timed | bodyweight | full-body | Stretching; Stretch; Full Body Stretch
        foam-rolling | Foam rolling | timed | bodyweight | full-body | Foam Rolling; Foam Roller
        chest-stretch | Chest stretch | timed | bodyweight | chest | Foam Roller Pec Stretch; Pec Stretch; Doorway Chest Stretch
        thoracic-extension | Thoracic extension | reps | bodyweight | back | Thoracic Extension Mobilization; Thoracic Extension; Thoracic Spine Extension
        scapular-push-up | Scapular push-up | reps | bodyweight | shoulders | Scapular Push-ups; Scapular Push Up; Scap Push Up
        scapular-pull-up | Scapular pull-up | reps | bodyweight | back | Scapular Pull Up; Scap Pull Up; Scapular Pull-ups
        prone-y-raise | Prone Y raise | reps | bodyweight | shoulders | Prone Ys On Physio Ball; Prone Y Raise; Trx Ys
        prone-t-raise | Prone T raise | reps | bodyweight | shoulders | Prone Ts On Physio Ball; Prone T Raise; Trx Ts
        prone-w-raise | Prone W raise | reps | bodyweight | shoulders | Trx Ws; Prone W Raise
        serratus-wall-slide | Serratus wall slide | reps | bodyweight | shoulders | Serratus Walks; Wall Slide; Serratus Wall Slide
        """
}
