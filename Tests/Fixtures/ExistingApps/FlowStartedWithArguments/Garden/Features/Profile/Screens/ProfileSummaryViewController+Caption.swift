extension ProfileSummaryViewController {
    struct Caption {
        var text = ""
    }
}
