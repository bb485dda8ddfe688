extension ProfilePhotoViewController {
    struct Caption {
        var text = ""
    }
}
