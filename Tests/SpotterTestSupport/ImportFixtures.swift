/// Export files as Strong and Hevy write them, for the importer tests (written here, not checked in).
public enum ImportFixtures {
    /// Strong's long-standing layout: `,`, LF, no unit (kg by `--unit`), `1h 2m` durations, a rest
    /// row, W/D/F, a body-weight set, a timed set, a quoted note with a comma and one with a newline.
    public static let strongClassic = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2024-09-15 18:02:11,Push Day,1h 2m,Bench Press (Barbell),W,40.0,10.0,0,0.0,,,
        2024-09-15 18:02:11,Push Day,1h 2m,Bench Press (Barbell),1,62.5,5.0,0,0.0,"Felt strong, paused reps",,8.5
        2024-09-15 18:02:11,Push Day,1h 2m,Bench Press (Barbell),Rest Timer,0,0,0,120.0,,,
        2024-09-15 18:02:11,Push Day,1h 2m,Bench Press (Barbell),D,50,8,0,0,,,
        2024-09-15 18:02:11,Push Day,1h 2m,Pull Up,1,0,8,0,0,,,
        2024-09-15 18:02:11,Push Day,1h 2m,Plank,1,0,0,0,60,,,
        2024-09-17 07:30:00,Legs,29m,Squat (Barbell),1,100,5,0,0,,"Knees ok
        after the warm-up",
        2024-09-17 07:30:00,Legs,29m,Squat (Barbell),F,100,3,0,0,,,9

        """

    /// Strong's older European layout: a byte-order mark, CRLF, `;`, decimal commas, a unit per row.
    public static let strongSemicolon =
        "\u{FEFF}"
        + [
            "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes",
            "2019-03-04 18:00:00;Upper;Bench Press (Barbell);W;20;kg;10;;;;;;",
            "2019-03-04 18:00:00;Upper;Bench Press (Barbell);1;62,5;kg;5;8,5;;;;;",
            "2019-03-04 18:00:00;Upper;Bench Press (Barbell);Rest Timer;;;;;;;90;;",
            "2019-03-04 18:00:00;Upper;Overhead Press (Barbell);1;95;lbs;5;;;;;;",
            "2019-03-04 18:00:00;Upper;Overhead Press (Barbell);D;72,5;lbs;8;;;;;;",
        ].joined(separator: "\r\n") + "\r\n"

    /// Strong's current layout: every field quoted, `;`, a `Workout #`, seconds, and pounds in the header.
    public static let strongNumberedLbs = """
        "Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (lbs)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"
        "1";"2025-01-06 17:45:00";"Push";"3720";"Bench Press (Barbell)";"W";"95";"10";"";"";"";"";""
        "1";"2025-01-06 17:45:00";"Push";"3720";"Bench Press (Barbell)";"1";"135";"5";"8";"";"";"";""
        "1";"2025-01-06 17:45:00";"Push";"3720";"Bench Press (Barbell)";"Rest Timer";"";"";"";"";"90";"";""
        "1";"2025-01-06 17:45:00";"Push";"3720";"Bench Press (Barbell)";"D";"115";"8";"";"";"";"";""
        "2";"2025-01-08 18:00:00";"Pull";"2700";"Pull Up";"1";"";"10";"";"";"";"";""
        "2";"2025-01-08 18:00:00";"Pull";"2700";"Deadlift (Barbell)";"F";"315";"3";"9,5";"";"";"";""

        """

    /// The same layout in kilograms.
    public static let strongNumberedKg = """
        "Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"
        "7";"2025-02-03 06:30:00";"Legs";"1800";"Squat (Barbell)";"1";"102,5";"5";"";"";"";"";""
        "7";"2025-02-03 06:30:00";"Legs";"1800";"Running";"1";"";"";"";"5000";"1500";"";""

        """

    public static let hevyHeaderKg =
        #""title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe""#

    /// Hevy in kg: warm-up, drop and failure sets, a superset (ids 0), RPE, a timed plank.
    public static let hevyKg =
        [
            hevyHeaderKg,
            #""Push","15 Sep 2024, 18:02","15 Sep 2024, 19:10","","Bench Press (Barbell)","","","0","warmup","40","10","","","""#,
            #""Push","15 Sep 2024, 18:02","15 Sep 2024, 19:10","","Bench Press (Barbell)","","","1","normal","62.5","5","","","8.5""#,
            #""Push","15 Sep 2024, 18:02","15 Sep 2024, 19:10","","Bench Press (Barbell)","","","2","dropset","50","8","","","""#,
            #""Push","15 Sep 2024, 18:02","15 Sep 2024, 19:10","","Triceps Pushdown","0","","0","normal","25","12","","","""#,
            #""Push","15 Sep 2024, 18:02","15 Sep 2024, 19:10","","Lateral Raise (Dumbbell)","0","Slow ""negatives""","0","failure","10","15","","","10""#,
            #""Push","15 Sep 2024, 18:02","15 Sep 2024, 19:10","","Plank","","","0","normal","","","","60","""#,
        ].joined(separator: "\n") + "\n"

    /// Hevy for an imperial user: `weight_lbs` and `distance_miles`, CRLF, an exercise named in lowercase.
    public static let hevyLbs =
        [
            #""title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_lbs","reps","distance_miles","duration_seconds","rpe""#,
            #""Legs","2 Oct 2024, 07:05","2 Oct 2024, 08:00","Heavy day","Squat (Barbell)","","","0","warmup","135","5","","","""#,
            #""Legs","2 Oct 2024, 07:05","2 Oct 2024, 08:00","Heavy day","Squat (Barbell)","","","1","normal","225","5","","","8""#,
            #""Legs","2 Oct 2024, 07:05","2 Oct 2024, 08:00","Heavy day","pull-up","","","0","normal","","12","","","""#,
        ].joined(separator: "\r\n") + "\r\n"
}
